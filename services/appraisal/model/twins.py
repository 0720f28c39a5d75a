#!/usr/bin/python3
"""The spread of identical-looking homes in the committed comparables (issue 18, REPORT.md "What the data allow"):
`/usr/bin/python3 services/appraisal/model/twins.py`. No model: pairs of listings in different near-duplicate
groups with the same type, built area within 2 %, the same bedrooms and bathrooms, and the same neighbourhood
(or <= 150 m apart at published coordinates); how far their prices per m2 differ."""
import os, pandas as pd, numpy as np, unicodedata
c = pd.read_csv(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'comparables.csv.gz'), dtype={'state_code': str, 'municipality_code': str, 'postal_code': str})
c['lp'] = np.log(c.price / c.built)
def norm(s):
    if not isinstance(s, str): return ''
    return ''.join(ch for ch in unicodedata.normalize('NFD', s.lower()) if unicodedata.category(ch) != 'Mn').strip()
c['hood'] = c.neighborhood.map(norm)
c['src'] = c.source.str[:3]
c = c[(c.hood != '') & c.bedrooms.notna() & c.bathrooms.notna()]
rows = []
for key, g in c.groupby(['type', 'state_code', 'municipality_code', 'hood', 'bedrooms', 'bathrooms']):
    if len(g) < 2: continue
    b = g.built.values; lp = g.lp.values; gr = g.group.values; s = g.src.values
    for i in range(len(g)):
        for j in range(i + 1, len(g)):
            if gr[i] == gr[j]: continue
            if abs(np.log(b[i] / b[j])) > np.log(1.02): continue
            rows.append((s[i], s[j], abs(lp[i] - lp[j])))
p = pd.DataFrame(rows, columns=['a', 'b', 'd'])
print('pairs of different groups, same type/colonia/bedrooms/bathrooms, built area within 2 %:', len(p))
for nm, q in (('all', p), ('lamudi-lamudi', p[(p.a == 'lam') & (p.b == 'lam')])):
    e = np.expm1(q.d)
    print(f'{nm}: n={len(q)} median |dlog| {np.median(q.d):.3f} -> one twin predicts the other: MdAPE {100*np.median(np.abs(np.exp(-q.d)-1)):.1f}%..{100*np.median(e):.1f}%, within 10 % {100*np.mean(q.d<=np.log(1.1)):.1f}%')
from sklearn.neighbors import BallTree
c = pd.read_csv(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'comparables.csv.gz'), dtype={'state_code': str, 'municipality_code': str})
c['lp'] = np.log(c.price / c.built)
c = c[(c.geo == 0) & c.lat.notna()].reset_index(drop=True)
rows = []
for t, g in c.groupby('type'):
    g = g.reset_index(drop=True)
    tree = BallTree(np.radians(g[['lat', 'lon']].values), metric='haversine')
    ind = tree.query_radius(np.radians(g[['lat', 'lon']].values), r=150 / 6371008.8)
    b, lp, gr, be, ba = g.built.values, g.lp.values, g.group.values, g.bedrooms.values, g.bathrooms.values
    for i, js in enumerate(ind):
        for j in js:
            if j <= i or gr[i] == gr[j]: continue
            if abs(np.log(b[i] / b[j])) > np.log(1.02): continue
            if not (np.isnan(be[i]) or np.isnan(be[j]) or be[i] == be[j]): continue
            if not (np.isnan(ba[i]) or np.isnan(ba[j]) or ba[i] == ba[j]): continue
            rows.append(abs(lp[i] - lp[j]))
d = np.array(rows)
print(f'published coordinates (Properati) <=150 m, same type, area within 2 %, rooms equal where stated, different groups: n={len(d)} median |dlog| {np.median(d):.3f}, within 10 % {100*np.mean(d<=np.log(1.1)):.1f}%')
print('Properati noise-model: perfect local value -> MdAPE %.1f%%, within 10%% %.1f%%' % (100*np.expm1(np.median(d)/np.sqrt(2)), 100*np.mean(d/np.sqrt(2) <= np.log(1.1))))
q = p[(p.a == 'lam') & (p.b == 'lam')].d.values
print('Lamudi noise-model: perfect local value -> MdAPE %.1f%%, within 10%% %.1f%%' % (100*np.expm1(np.median(q)/np.sqrt(2)), 100*np.mean(q/np.sqrt(2) <= np.log(1.1))))
