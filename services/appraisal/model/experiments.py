#!/usr/bin/python3
"""Price model variants judged by grouped 5-fold CV inside the training pool only (issue 18, REPORT.md):
`/usr/bin/python3 services/appraisal/model/experiments.py raw resid` after build-features.ts.

Uses $MODEL_WORK/features_time.csv (default /tmp/casona-model), the training rows (listed before the
test date) and the configuration train.py chose (Huber 0.15, depth 4, 742 rounds); prints the
inner out-of-fold MdAPE and share within 10 % on dated training listings. The test slice is never
read. `raw`: the served target, log price per m². `resid`: the same minus the size-matched
comparables' weighted mean log price per m² (the municipal encoding where there is none), added
back to the prediction.
"""
import os
import sys, numpy as np, pandas as pd, xgboost as xgb
t = pd.read_csv(os.path.join(os.environ.get('MODEL_WORK', '/tmp/casona-model'), 'features_time.csv'), dtype={'state_code': str, 'muni': str})
F = list(t.columns[12:])
P = dict(objective='reg:pseudohubererror', huber_slope=0.15, eta=0.05, subsample=0.8, colsample_bytree=0.8,
         tree_method='hist', seed=0, nthread=2, max_depth=4, min_child_weight=20, reg_lambda=1.0)
train = (t['split'] == 'train').values
dated = train & (t['stale'].values == 0)
X = t[F].astype(np.float32).values
y = t['target'].values
anchor = t['size_wmean_log_ppm2'].values
anchor = np.where(np.isnan(anchor), t['muni_enc'].values, anchor)
anchor = np.where(np.isnan(anchor), np.nanmean(y[train]), anchor)
def run(name, yt, off, rounds=742, feats=None):
    Xs = X if feats is None else t[feats].astype(np.float32).values
    oof = np.full(len(t), np.nan)
    for k in range(5):
        tr = train & (t['fold'].values != k); va = train & (t['fold'].values == k)
        b = xgb.train({**P, 'base_score': float(np.mean(yt[tr]))}, xgb.DMatrix(Xs[tr], label=yt[tr], missing=np.nan), rounds)
        oof[va] = b.predict(xgb.DMatrix(Xs[va], missing=np.nan)) + off[va]
    e = np.abs(np.exp(oof[dated] - y[dated]) - 1)
    print(name, 'inner dated MdAPE %.4f within10 %.4f' % (np.median(e), np.mean(e <= .1)), flush=True)
    return oof
which = sys.argv[1:]
if 'raw' in which: run('raw', y, np.zeros(len(t)))
if 'resid' in which: run('resid', y - anchor, anchor)
