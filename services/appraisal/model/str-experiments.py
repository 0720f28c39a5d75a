#!/usr/bin/python3
"""Short-term-rental estimate: every variant REPORT.md's short-term-rental section quotes (issue 18).

    /usr/bin/python3 services/appraisal/model/str-experiments.py [airbnb_cdmx_listings.csv.gz]

About 6 minutes on two shared cores; deterministic (fixed seeds, listings sorted by id). Reads the
public Inside Airbnb extract (default ../shared/data; the raw columns are needed: host listing
count, minimum stay, review counts), applies the served population rule of src/valuation/str.ts
(cleanAirbnb: 150-60,000 MXN a night, at least one review in the last 12 months, minimum stay <= 30,
an occupancy estimate) and prints:

1. The issue's reference setting reproduced: plain 15 nearest of the same room type, median, for two
   populations (every listing with a price/occupancy vs the active ones) and four validation designs:
   leave-one-out (ungrouped), leave-out of the listings at the very same coordinate (a host's flats
   in one building share it), a 300 m buffer, and whole ~550 m cells (str-cv.ts's design).
2. Why the same-coordinate listings are the leak: pairs of nearest listings by distance band, how
   often their prices are identical and how far apart their prices are.
3. A gradient-boosted model (xgboost, as the price model) on features a home being appraised has —
   coordinate, room type, alcaldía, the out-of-fold nearest comparables' nightly price and occupancy
   (median, quartiles, distance-weighted mean, spread, 50-neighbour medians), listing density within
   500 m / 1 km, the share of entire homes within 1 km, distance to the densest cell, the
   comparables' minimum-stay mix — log nightly price (squared error, absolute error, Huber) and
   occupancy (absolute error, Huber), same cell-grouped folds. Neighbour features are computed from
   the other folds only; density from every other listing (no target in it).
4. The ceiling: how much of the nightly price and occupancy location explains at all — the share of
   the variance between ~550 m cells, and what an oracle that knew each cell's own median (the
   listing itself included, i.e. in-sample, unattainable) would score.
"""
import math, os, sys
import numpy as np, pandas as pd
import xgboost as xgb
from sklearn.neighbors import BallTree

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', '..', '..', 'shared', 'data', 'airbnb_cdmx_listings.csv.gz')
R = 6371008.8
raw = pd.read_csv(RAW).sort_values('listing_id').reset_index(drop=True)
raw['active'] = raw.number_of_reviews_ltm >= 1
served = raw[(raw.price_mxn >= 150) & (raw.price_mxn <= 60000) & raw.active & (raw.minimum_nights <= 30)
             & raw.est_occupancy_ltm.notna()].reset_index(drop=True)
everyone = raw[raw.price_mxn.notna() | raw.est_occupancy_ltm.notna()].reset_index(drop=True)
SECTIONS = set(os.environ.get('STR_SECTIONS', '12345'))
print(f'raw {len(raw)}; served population (active) {len(served)}; every listing with a price or occupancy {len(everyone)}', flush=True)


def cell_fold(lat, lon, deg=0.005, folds=5):
    """str-cv.ts's strFold: FNV-1a of the ~550 m cell key."""
    key = f'{math.floor(lat / deg)}:{math.floor(lon / deg)}'
    h = 2166136261
    for ch in key:
        h = ((h ^ ord(ch)) * 16777619) & 0xffffffff
    return h % folds


for df in (served, everyone, raw):
    df['fold'] = [cell_fold(a, b) for a, b in zip(df.latitude, df.longitude)]


def knn_eval(ev, comp, design, K=15):
    """Median of the K nearest same-room-type comparables under a validation design."""
    ape, oe = [], []
    for rt in sorted(ev.room_type.unique()):
        e = ev[ev.room_type == rt]
        c = comp[comp.room_type == rt]
        tree = BallTree(np.radians(c[['latitude', 'longitude']].values), metric='haversine')
        # Enough neighbours that 15 remain after any design's exclusions (a 300 m buffer needs many).
        kmax = 1500 if design == 300.0 else 250
        dist, ind = tree.query(np.radians(e[['latitude', 'longitude']].values), k=min(len(c), kmax))
        dist *= R
        cid, cadr, cocc, cf = c.listing_id.values, c.price_mxn.values, c.est_occupancy_ltm.values, c.fold.values
        for j in range(len(e)):
            i_, dd = ind[j], dist[j]
            m = cid[i_] != e.listing_id.values[j]
            if design == 'cell':
                m &= cf[i_] != e.fold.values[j]
            elif design != 'loo':
                m &= dd > design
            sel = i_[m][:K]
            if len(sel) < 3:
                continue
            a = cadr[sel][~np.isnan(cadr[sel])]
            o = cocc[sel][~np.isnan(cocc[sel])]
            ta, to = e.price_mxn.values[j], e.est_occupancy_ltm.values[j]
            if len(a) and not np.isnan(ta):
                ape.append(abs(np.median(a) - ta) / ta)
            if len(o) and not np.isnan(to):
                oe.append(abs(np.median(o) - to) * 100)
    return np.median(ape) * 100, np.mean(oe), len(ape)


if '1' in SECTIONS:
    print('\n## 1. The reference setting: 15 nearest same room type, median', flush=True)
    names = {'loo': 'leave-one-out (ungrouped)', 1.0: 'same-coordinate listings left out', 300.0: '300 m buffer left out',
             'cell': '~550 m cells (served CV)'}
    for label, ev, comp in [('every listing with a price/occupancy, all as comparables', everyone, everyone),
                            ('active listings, active comparables (served)', served, served),
                            ('active listings, all as comparables', served, everyone)]:
        for design in ['loo', 1.0, 300.0, 'cell']:
            a, o, n = knn_eval(ev, comp, design)
            print(f'| {label} | {names[design]} | {a:.1f} % | {o:.1f} points | {n} |', flush=True)

if '2' in SECTIONS:
    print('\n## 2. Nearest listings by distance band (served population)', flush=True)
    rng = np.random.default_rng(0)
    for rt in ['Entire home/apt', 'Private room']:
        c = served[served.room_type == rt].reset_index(drop=True)
        tree = BallTree(np.radians(c[['latitude', 'longitude']].values), metric='haversine')
        dist, ind = tree.query(np.radians(c[['latitude', 'longitude']].values), k=16)
        dist *= R
        p, h = c.price_mxn.values, c.calculated_host_listings_count.values
        rand = np.mean(p[rng.integers(0, len(p), 20000)] == p[rng.integers(0, len(p), 20000)])
        for lo, hi in [(0, 1), (1, 50), (50, 150), (150, 300), (300, 600), (600, 1500)]:
            band = (dist[:, 1:] >= lo) & (dist[:, 1:] < hi)
            jj, rr = np.nonzero(band)
            nb = ind[:, 1:][jj, rr]
            same = p[nb] == p[jj]
            host = (h[nb] == h[jj]) & (h[jj] > 1)
            dlog = np.abs(np.log(p[nb] / p[jj]))
            print(f'| {rt} | {lo}-{hi} m | {len(jj)} | {same.mean() * 100:.1f} % (random pair {rand * 100:.1f} %) | '
                  f'{host.mean() * 100:.0f} % | {(np.exp(np.median(dlog)) - 1) * 100:.0f} % |', flush=True)

s = served
X = np.radians(s[['latitude', 'longitude']].values)
entire = (s.room_type == 'Entire home/apt').values
ladr = np.log(s.price_mxn.values)
occ = s.est_occupancy_ltm.values
tall = BallTree(X, metric='haversine')
F = pd.DataFrame({'lat': s.latitude, 'lon': s.longitude, 'muni': s.municipality_code, 'entire': entire.astype(int),
                  'room': s.room_type.astype('category').cat.codes})
F['n500'] = tall.query_radius(X, 500 / R, count_only=True) - 1
F['n1k'] = tall.query_radius(X, 1000 / R, count_only=True) - 1
F['entire_share_1k'] = [entire[i].mean() for i in tall.query_radius(X, 1000 / R)]
# The densest ~1 km cell (0.01°) of listings: the main demand centre, from the data.
cells = pd.Series([f'{math.floor(a / 0.01)}:{math.floor(b / 0.01)}' for a, b in zip(s.latitude, s.longitude)])
top = cells.value_counts().index[0]
ci, cj = (int(v) for v in top.split(':'))
F['d_centre'] = R * 2 * np.arcsin(np.sqrt(np.sin((X[:, 0] - math.radians((ci + .5) * .01)) / 2) ** 2 + np.cos(X[:, 0]) * math.cos(
    math.radians((ci + .5) * .01)) * np.sin((X[:, 1] - math.radians((cj + .5) * .01)) / 2) ** 2))
knn_cols = ['k_ladr_med', 'k_ladr_p25', 'k_ladr_p75', 'k_ladr_wmean', 'k_ladr_sd', 'k50_ladr_med', 'k_occ_med', 'k_occ_p25',
            'k_occ_p75', 'k_occ_mean', 'k50_occ_med', 'k50_occ_mean', 'k_d15', 'k_d1', 'k50_minstay3_share', 'k50_minstay_med']
out = np.full((len(s), len(knn_cols)), np.nan)
for f in range(5):
    for rt in sorted(s.room_type.unique()):
        tr = np.where((s.fold.values != f) & (s.room_type.values == rt))[0]
        te = np.where((s.fold.values == f) & (s.room_type.values == rt))[0]
        if len(tr) < 3 or len(te) == 0:
            continue
        k = min(50, len(tr))
        dist, ind = BallTree(X[tr], metric='haversine').query(X[te], k=k)
        dist *= R
        la, oc, mn = ladr[tr][ind], occ[tr][ind], s.minimum_nights.values[tr][ind]
        k15 = min(15, k)
        w = 1 / (dist[:, :k15] + 200)
        out[te] = np.column_stack([
            np.median(la[:, :k15], 1), np.percentile(la[:, :k15], 25, 1), np.percentile(la[:, :k15], 75, 1),
            (la[:, :k15] * w).sum(1) / w.sum(1), np.std(la[:, :k15], 1), np.median(la, 1),
            np.median(oc[:, :k15], 1), np.percentile(oc[:, :k15], 25, 1), np.percentile(oc[:, :k15], 75, 1),
            oc[:, :k15].mean(1), np.median(oc, 1), oc.mean(1), dist[:, k15 - 1], dist[:, 0], (mn >= 3).mean(1),
            np.median(mn, 1)])
for i, n in enumerate(knn_cols):
    F[n] = out[:, i]
base_cols = ['lat', 'lon', 'muni', 'entire', 'room', 'n500', 'n1k', 'entire_share_1k', 'd_centre']
y_adr = s.price_mxn.values


def oof(target, objective, cols, depth=4, n=400, lr=0.05, extra=None):
    pred = np.zeros(len(s))
    for f in range(5):
        tr = s.fold.values != f
        m = xgb.XGBRegressor(objective=objective, n_estimators=n, max_depth=depth, learning_rate=lr, subsample=0.8,
                             colsample_bytree=0.8, min_child_weight=20, random_state=0, n_jobs=2, tree_method='hist',
                             base_score=float(np.median(target[tr])), **(extra or {}))
        m.fit(F.loc[tr, cols], target[tr])
        pred[~tr] = m.predict(F.loc[~tr, cols])
    return pred


mdape = lambda p: np.median(np.abs(p - y_adr) / y_adr) * 100
mae = lambda p: np.mean(np.abs(p - occ)) * 100
if '3' in SECTIONS:
    print('\n## 3. Gradient-boosted model, cell-grouped folds (served population)', flush=True)
    print(f'| 15 nearest, median (same features, reference) | {mdape(np.exp(F.k_ladr_med.values)):.1f} % | {mae(F.k_occ_med.values):.1f} points |')
    for label, cols, obj, extra, kw in [
        ('location only (coordinate, alcaldía, room type, density, centre), squared error', base_cols, 'reg:squarederror', None, {}),
        ('location + neighbours, squared error', base_cols + knn_cols, 'reg:squarederror', None, {}),
        ('location + neighbours, squared error, depth 6, 800 rounds at 0.02', base_cols + knn_cols, 'reg:squarederror', None, dict(depth=6, n=800, lr=0.02)),
        ('location + neighbours, absolute error', base_cols + knn_cols, 'reg:absoluteerror', None, {}),
        ('location + neighbours, Huber (slope 0.3)', base_cols + knn_cols, 'reg:pseudohubererror', {'huber_slope': 0.3}, {}),
        ('neighbours + room type only, squared error, depth 2', ['room'] + knn_cols, 'reg:squarederror', None, dict(depth=2)),
    ]:
        pa = np.exp(oof(ladr, obj, cols, extra=extra, **kw))
        po = np.clip(oof(occ, 'reg:pseudohubererror' if obj == 'reg:squarederror' else obj, cols,
                         extra={'huber_slope': 0.1} if obj == 'reg:squarederror' else extra, **kw), 0, 0.7)
        print(f'| {label} | {mdape(pa):.1f} % | {mae(po):.1f} points |', flush=True)
    po = np.clip(oof(occ, 'reg:absoluteerror', base_cols + knn_cols), 0, 0.7)
    print(f'| location + neighbours, occupancy absolute error | — | {mae(po):.1f} points |', flush=True)

if '4' in SECTIONS:
    print('\n## 4. How much location can explain (served population)', flush=True)
    for rt in ['Entire home/apt', 'Private room']:
        c = s[s.room_type == rt].copy()
        c['cell'] = [f'{math.floor(a / 0.005)}:{math.floor(b / 0.005)}' for a, b in zip(c.latitude, c.longitude)]
        c['ladr'] = np.log(c.price_mxn)
        g = c.groupby('cell')
        between = 1 - ((c.ladr - g.ladr.transform('mean')) ** 2).sum() / ((c.ladr - c.ladr.mean()) ** 2).sum()
        between_o = 1 - ((c.est_occupancy_ltm - g.est_occupancy_ltm.transform('mean')) ** 2).sum() / (
            (c.est_occupancy_ltm - c.est_occupancy_ltm.mean()) ** 2).sum()
        big = c[g.ladr.transform('size') >= 15]
        gb = big.groupby('cell')
        oracle_a = np.median(np.abs(gb.price_mxn.transform('median') - big.price_mxn) / big.price_mxn) * 100
        oracle_o = np.mean(np.abs(gb.est_occupancy_ltm.transform('median') - big.est_occupancy_ltm)) * 100
        city_a = np.median(np.abs(big.price_mxn.median() - big.price_mxn) / big.price_mxn) * 100
        city_o = np.mean(np.abs(big.est_occupancy_ltm.median() - big.est_occupancy_ltm)) * 100
        print(f'| {rt} | {between * 100:.0f} % | {between_o * 100:.0f} % | {len(big)} | {oracle_a:.1f} % | {oracle_o:.1f} points | {city_a:.1f} % | {city_o:.1f} points |', flush=True)
    o = s.est_occupancy_ltm
    print(f'occupancy (served): share at the 70 % cap {(o >= 0.6999).mean() * 100:.0f} %, below 10 % {(o < 0.1).mean() * 100:.0f} %, '
          f'median {o.median() * 100:.0f} %, p25 {o.quantile(.25) * 100:.0f} %, p75 {o.quantile(.75) * 100:.0f} %; '
          f'it is a formula of the listing\'s own reviews in 12 months and minimum stay (README §4)', flush=True)

if '5' in SECTIONS:
    print('\n## 5. Intake path: the listing\'s own review count and minimum stay (served population)', flush=True)
    F['own_reviews'] = s.number_of_reviews.values
    F['own_minstay'] = s.minimum_nights.values
    own = ['own_reviews', 'own_minstay']
    for label, cols in [('own review count and minimum stay only', own),
                        ('location + neighbours + own review count and minimum stay', base_cols + knn_cols + own)]:
        po = np.clip(oof(occ, 'reg:pseudohubererror', cols, extra={'huber_slope': 0.1}), 0, 0.7)
        print(f'| {label} | {mae(po):.1f} points |', flush=True)
