#!/usr/bin/python3
"""Price model variants judged by grouped 5-fold CV inside the training pool only (issue 18, REPORT.md):
`/usr/bin/python3 services/appraisal/model/experiments.py VARIANT...` after build-features.ts.

Uses $MODEL_WORK/features_time.csv (default /tmp/casona-model): only the training rows (listed before
the test date), folds by near-duplicate group; the test slice is never read. Prints the inner
out-of-fold MdAPE and share within 10 % on the dated training listings, and on those whose
near-duplicate group has no other member in the pool ("no copy"). $ROUNDS and $ETA (default 742 and
0.05, the configuration train.py chose: Huber 0.15, depth 4) make quicker screens.

Variants: `base` (the features without the same home listed before), `prior` (+ the same home
listed before: prior_*), `all` (every column), `hedonic` (+ hed_log_ppm2, hed_slope,
size_adj_log_ppm2: a local hedonic fit that REPORT.md describes; screened, no gain, so it is no
longer in features.ts and the variant says so), `nohood` (without the neighbourhood and postal-code
features, which a request does not carry), `resid` (residual target on the size-matched mean),
`w_dated` / `w_state` (sample weights: dated listings, or the test slice's states, up-weighted ×3),
`depth3`/`depth5`/`depth6` (around the chosen depth, all features).
"""
import os
import sys, numpy as np, pandas as pd, xgboost as xgb
t = pd.read_csv(os.path.join(os.environ.get('MODEL_WORK', '/tmp/casona-model'), 'features_time.csv'), dtype={'state_code': str, 'muni': str})
t = t[t['split'] == 'train'].reset_index(drop=True)
F = list(t.columns[12:])
PRIOR = ['prior_log_ppm2', 'prior_age', 'prior_count', 'prior_score']
HED = ['hed_log_ppm2', 'hed_slope', 'size_adj_log_ppm2']
BASEF = [f for f in F if f not in PRIOR + HED]
ROUNDS = int(os.environ.get('ROUNDS', 742))
P = dict(objective='reg:pseudohubererror', huber_slope=0.15, eta=float(os.environ.get('ETA', 0.05)), subsample=0.8,
         colsample_bytree=0.8, tree_method='hist', seed=0, nthread=2, max_depth=4, min_child_weight=20, reg_lambda=1.0)
dated = (t['stale'].values == 0)
gsize = t.groupby('group')['id'].transform('count').values
single = dated & (gsize == 1)
y = t['target'].values
def run(name, feats, yt=y, off=None, w=None, params=None):
    missing = [f for f in feats if f not in t.columns]
    if missing:
        print(f'{name:10s} not in this feature set: {missing}', flush=True)
        return None
    off = np.zeros(len(t)) if off is None else off
    X = t[feats].astype(np.float32).values
    oof = np.full(len(t), np.nan)
    for k in range(5):
        tr = t['fold'].values != k; va = ~tr
        d = xgb.DMatrix(X[tr], label=yt[tr], missing=np.nan, weight=None if w is None else w[tr])
        b = xgb.train({**P, **(params or {}), 'base_score': float(np.mean(yt[tr]))}, d, ROUNDS)
        oof[va] = b.predict(xgb.DMatrix(X[va], missing=np.nan)) + off[va]
    out = []
    for nm, m in (('dated', dated), ('no-copy', single), ('lamudi', dated & (t['source'] == 'lamudi_datalpine_2024').values)):
        e = np.abs(np.exp(oof[m] - y[m]) - 1)
        out.append('%s n=%d MdAPE %.2f%% w10 %.1f%%' % (nm, m.sum(), 100 * np.median(e), 100 * np.mean(e <= .1)))
    print(f'{name:10s} ' + ' | '.join(out), flush=True)
    return oof
for v in sys.argv[1:]:
    if v == 'base': run(v, BASEF)
    elif v == 'prior': run(v, BASEF + PRIOR)
    elif v == 'hedonic': run(v, BASEF + HED)
    elif v == 'all': run(v, F)
    elif v == 'nohood': run(v, [f for f in F if not f.startswith(('hood_', 'cp_'))])
    elif v == 'resid':
        a = t['size_wmean_log_ppm2'].values
        a = np.where(np.isnan(a), t['muni_enc'].values, a)
        a = np.where(np.isnan(a), np.nanmean(y), a)
        run(v, F, y - a, a)
    elif v == 'w_dated': run(v, F, w=np.where(dated, 3.0, 1.0))
    elif v == 'w_state': run(v, F, w=np.where(t['state_code'].isin(['21', '13', '22']).values, 3.0, 1.0))
    elif v.startswith('depth'): run(v, F, params=dict(max_depth=int(v[5:])))
    else: print('unknown variant', v)
