#!/usr/bin/python3
"""Short-term-rental estimator variants (issue 18, REPORT.md "What was tried"): `/usr/bin/python3
services/appraisal/model/str-experiments.py` (about 5 min on two shared cores).

The same grouped 5-fold design as src/valuation/str-cv.ts (folds are whole ~550 m cells, hashed the
same way; each listing estimated only from the other folds' listings of its room type), but plain
k nearest neighbours without the 2 km / 5 km radii, so the first line (k = 15, median) is the
reference to compare the variants with, not the served estimator's exact figure. Variants: more
neighbours, a distance-weighted median (weight 1 / (d + 200 m)), blending the log nightly price
with the alcaldía median, occupancy from the alcaldía median or from 100 neighbours. The extract
has no bedrooms, beds or capacity (its columns are printed first), so capacity cannot be matched.
"""
import os, math
import numpy as np, pandas as pd
from sklearn.neighbors import BallTree
d = pd.read_csv('os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'airbnb.csv.gz')', dtype={'muni': str, 'id': str})
def fold(lat, lon):
    key = f'{math.floor(lat/0.005)}:{math.floor(lon/0.005)}'
    h = 2166136261
    for ch in key:
        h = ((h ^ ord(ch)) * 16777619) & 0xffffffff
    return h % 5
print('columns:', list(d.columns), flush=True)
d['fold'] = [fold(a, b) for a, b in zip(d.lat, d.lon)]
R = 6371000
res = {}
def run(K=15, radius=2000, weight=None, blend=0.0, logmean=False, occ_blend=0.0, kocc=None):
    ape=[]; oe=[]
    for rt in d.room_type.unique():
        for f in range(5):
            tr = d[(d.room_type==rt)&(d.fold!=f)]; va = d[(d.room_type==rt)&(d.fold==f)]
            if len(tr) < 3 or len(va)==0: continue
            tree = BallTree(np.radians(tr[['lat','lon']].values), metric='haversine')
            k = min(max(K, kocc or 0), len(tr))
            dist, ind = tree.query(np.radians(va[['lat','lon']].values), k=k)
            dist *= R
            adr = tr.adr.values; occ = tr.occupancy.values
            mm = tr.groupby('muni').adr.median(); mo = tr.groupby('muni').occupancy.median()
            for j,(i_, d_) in enumerate(zip(ind, dist)):
                kk = K
                a = adr[i_[:kk]]; o = occ[i_[:(kocc or kk)]]
                if logmean: est = math.exp(np.mean(np.log(a)))
                elif weight:
                    w = 1/(d_[:kk]+weight); s=np.argsort(a); cw=np.cumsum(w[s]); est = a[s][np.searchsorted(cw, cw[-1]/2)]
                else: est = np.median(a)
                m = va.muni.values[j]
                if blend and m in mm.index: est = math.exp((1-blend)*math.log(est)+blend*math.log(mm[m]))
                eo = np.median(o)
                if occ_blend and m in mo.index: eo = (1-occ_blend)*eo + occ_blend*mo[m]
                ape.append(abs(est-va.adr.values[j])/va.adr.values[j]); oe.append(abs(eo-va.occupancy.values[j])*100)
    print(dict(K=K, weight=weight, blend=blend, logmean=logmean, occ_blend=occ_blend, kocc=kocc), 'ADR MdAPE %.3f occ MAE %.2f' % (np.median(ape), np.mean(oe)), flush=True)
run()
run(K=30); run(K=50); run(K=100, kocc=None)
run(K=15, weight=200); run(K=30, weight=200)
run(K=30, blend=0.3); run(K=15, occ_blend=0.5); run(K=15, kocc=100)
