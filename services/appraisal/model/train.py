#!/usr/bin/python3
"""Train the valuation model: `/usr/bin/python3 services/appraisal/model/train.py` after build-features.ts.

Reads $MODEL_WORK/features.csv (default /tmp/casona-model), target log(price per built m2).
* Grouped 5-fold cross-validation: the fold is assigned per near-duplicate group by build-features.ts,
  so a relisted or copied ad never sits in training and validation at once.
* Fixed hyperparameters (stated below, never tuned on a held-out set).
* 80 % interval: the 10th and 90th percentiles of the out-of-fold log residuals. Coverage is measured
  honestly: fold k's interval uses the quantiles of the other folds' out-of-fold residuals.
* Writes data/model.json.gz (the booster's trees as flat arrays for src/valuation/booster.ts),
  data/model-sample.json (a fixed sample's features and xgboost's margins, for the agreement test),
  data/model-metrics.json and model/REPORT.md.
"""
import gzip, json, os, sys, hashlib
import numpy as np
import pandas as pd
import xgboost as xgb

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', 'data')
WORK = os.environ.get('MODEL_WORK', '/tmp/casona-model')
FEATURES = ['is_house', 'log_built', 'log_total', 'bedrooms', 'bathrooms', 'lat', 'lon', 'geo', 'year',
            'near_log_ppm2', 'near_count', 'near_spread', 'near_log_dist',
            'size_log_ppm2', 'size_spread', 'size_log_dist', 'size_log_built_ratio',
            'muni_log_ppm2', 'muni_log_count', 'hood_log_ppm2', 'hood_log_count', 'cp_log_ppm2']
PARAMS = dict(objective='reg:squarederror', eta=0.05, max_depth=6, min_child_weight=5, subsample=0.8,
              colsample_bytree=0.8, tree_method='hist', seed=0, nthread=2, reg_lambda=1.0)
ROUNDS = 450
FOLDS = 5

df = pd.read_csv(os.path.join(WORK, 'features.csv'), dtype={'state_code': str, 'muni': str})
assert list(df.columns[10:]) == FEATURES, 'features.csv does not match FEATURE_NAMES'
X = df[FEATURES].astype(np.float32).values
y = df['target'].values
base = float(np.round(np.mean(y), 6))

def fit(idx):
    d = xgb.DMatrix(X[idx], label=y[idx], missing=np.nan)
    return xgb.train({**PARAMS, 'base_score': base}, d, num_boost_round=ROUNDS)

oof = np.zeros(len(df))
for k in range(FOLDS):
    tr = np.where(df['fold'] != k)[0]
    va = np.where(df['fold'] == k)[0]
    b = fit(tr)
    oof[va] = b.predict(xgb.DMatrix(X[va], missing=np.nan))
    print(f'fold {k}: {len(va)} rows', file=sys.stderr)

res = y - oof
lo_q, hi_q = float(np.quantile(res, 0.10)), float(np.quantile(res, 0.90))
covered = np.zeros(len(df), dtype=bool)
for k in range(FOLDS):
    other = df['fold'] != k
    l, h = np.quantile(res[other], 0.10), np.quantile(res[other], 0.90)
    m = df['fold'] == k
    covered[m] = (res[m] >= l) & (res[m] <= h)

def metrics(pred_log, mask, cov=None):
    p = np.exp(pred_log[mask]) * df['built'].values[mask]
    t = df['price'].values[mask]
    ape = np.abs(p - t) / t
    out = dict(n=int(mask.sum()), mdape=float(np.median(ape)), within10=float(np.mean(ape <= 0.10)),
               within20=float(np.mean(ape <= 0.20)))
    if cov is not None:
        out['coverage80'] = float(np.mean(cov[mask]))
    return out

allm = np.ones(len(df), dtype=bool)
nocopy = df['has_copy'].values == 0
recent = (df['source'] != 'properati_mx').values
muni_base = df['muni_log_ppm2'].fillna(np.nanmedian(y)).values
knn_base = df['near_log_ppm2'].fillna(df['muni_log_ppm2']).fillna(np.nanmedian(y)).values
SRC = {'properati_mx': 'Properati (2014-16, index-adjusted)', 'lamudi_datalpine_2024': 'Lamudi 2024',
       'inmuebles24_brightdata_sample': 'Inmuebles24 sample'}
STATES = {'09': 'Ciudad de México', '21': 'Puebla', '13': 'Hidalgo', '22': 'Querétaro', '23': 'Quintana Roo', '15': 'México'}
report = {
    'model': metrics(oof, allm, covered), 'model_no_copy': metrics(oof, nocopy, covered),
    'model_recent': metrics(oof, recent, covered), 'model_recent_no_copy': metrics(oof, recent & nocopy, covered),
    'baseline_municipal_median': metrics(muni_base, allm), 'baseline_knn10': metrics(knn_base, allm),
    'baseline_municipal_median_no_copy': metrics(muni_base, nocopy), 'baseline_knn10_no_copy': metrics(knn_base, nocopy),
    'per_source': {SRC.get(s, s): metrics(oof, (df['source'] == s).values, covered) for s in sorted(df['source'].unique())},
    'per_state': {STATES.get(s, s): metrics(oof, (df['state_code'] == s).values, covered)
                  for s, n in df['state_code'].value_counts().items() if n >= 100},
    'interval_log_residual': [lo_q, hi_q],
}

final = fit(np.arange(len(df)))
trees = []
for t in final.get_dump(dump_format='json'):
    nodes = {}
    def walk(n):
        nodes[n['nodeid']] = n
        for c in n.get('children', []):
            walk(c)
    walk(json.loads(t))
    size = max(nodes) + 1
    # one row per node: [feature (-1 = leaf), threshold or leaf value, yes, no, missing]
    flat = []
    for i in range(size):
        n = nodes[i]
        if 'leaf' in n:
            flat.append([-1, n['leaf'], 0, 0, 0])
        else:
            flat.append([int(n['split'][1:]), n['split_condition'], n['yes'], n['no'], n['missing']])
    trees.append(flat)
version = 'xgb-' + hashlib.sha256(json.dumps([PARAMS, ROUNDS, base, trees]).encode()).hexdigest()[:10]
artefact = dict(version=version, features=FEATURES, base_score=base, interval_log_residual=[lo_q, hi_q], trees=trees)
with open(os.path.join(DATA, 'model.json.gz'), 'wb') as f:
    f.write(gzip.compress(json.dumps(artefact, separators=(',', ':')).encode(), compresslevel=9, mtime=0))

sample = df.iloc[::143].head(200)
xs = sample[FEATURES].astype(np.float32).values
margins = final.predict(xgb.DMatrix(xs, missing=np.nan), output_margin=True)
with open(os.path.join(DATA, 'model-sample.json'), 'w') as f:
    json.dump(dict(version=version, rows=[dict(id=i, features=[None if np.isnan(v) else float(v) for v in row], margin=float(m))
                                        for i, row, m in zip(sample['id'], xs, margins)]), f, indent=0)
report['version'] = version
report['params'] = dict(PARAMS, rounds=ROUNDS, base_score=base)
with open(os.path.join(DATA, 'model-metrics.json'), 'w') as f:
    json.dump(report, f, indent=2)
imp = final.get_score(importance_type='gain')
report['importance'] = sorted(((FEATURES[int(k[1:])], v) for k, v in imp.items()), key=lambda kv: -kv[1])
print(json.dumps({k: report[k] for k in ['model', 'model_no_copy', 'model_recent', 'baseline_knn10', 'baseline_municipal_median']}, indent=1))
with open(os.path.join(WORK, 'report.json'), 'w') as f:
    json.dump(report, f, indent=2)
