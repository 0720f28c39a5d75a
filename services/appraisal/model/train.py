#!/usr/bin/python3
"""Train the valuation model: `/usr/bin/python3 services/appraisal/model/train.py` after build-features.ts.

Reads $MODEL_WORK/features_{time,all}.csv (default /tmp/casona-model), target log(price per built m2,
2024 pesos). Every comparables-based feature of a training row was computed out of fold by
build-features.ts (never from its own fold, hence never from its near-duplicate group).

1. Time-based evaluation ("recent listings the model never saw"): train on the listings dated before
   TEST_FROM, test on the slice from TEST_FROM on. Hyperparameters are chosen among GRID by grouped
   5-fold CV inside the training pool only (median APE of the inner out-of-fold predictions); the
   test slice is predicted once, by the chosen configuration. The 80 % interval is calibrated on the
   inner out-of-fold residuals (conformal: the 10th and 90th percentiles per segment of the
   comparables' spread, dated listings only, as at run time) and its coverage measured on the test.
2. Grouped 5-fold cross-validation over all comparables with the chosen configuration (fold by
   near-duplicate group), per source and state; the interval of fold k from the other folds' residuals.
3. Baselines on the same splits: the municipal median price per m2 (same type) and the median of the
   ten nearest same-type comparables (falling back to the municipal median without a coordinate).
4. The served model: the chosen configuration on all comparables, its interval from the grouped-CV
   residuals. Writes data/model.json.gz (trees as flat arrays for src/valuation/booster.ts),
   data/model-sample.json (a fixed sample's features and xgboost's margins, for the agreement test)
   and data/model-metrics.json (everything model/REPORT.md quotes).
"""
import gzip, json, os, sys, hashlib
import numpy as np
import pandas as pd
import xgboost as xgb
from sklearn.neighbors import BallTree

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', 'data')
WORK = os.environ.get('MODEL_WORK', '/tmp/casona-model')
FOLDS = 5
BASE = dict(objective='reg:squarederror', eta=0.05, subsample=0.8, colsample_bytree=0.8, tree_method='hist',
            seed=0, nthread=2)
GRID = [
    dict(max_depth=6, min_child_weight=5, reg_lambda=1.0),
    dict(max_depth=8, min_child_weight=20, reg_lambda=5.0),
    dict(max_depth=5, min_child_weight=10, reg_lambda=1.0, objective='reg:pseudohubererror', huber_slope=0.3),
    dict(max_depth=6, min_child_weight=20, reg_lambda=3.0, objective='reg:pseudohubererror', huber_slope=0.2),
    dict(max_depth=7, min_child_weight=40, reg_lambda=5.0, objective='reg:pseudohubererror', huber_slope=0.2,
         colsample_bytree=0.6),
    dict(max_depth=4, min_child_weight=20, reg_lambda=1.0, objective='reg:pseudohubererror', huber_slope=0.15),
]
MAX_ROUNDS = 1500
SPREAD_BINS = 4  # interval segments: quartiles of size_spread (+ one for no spread)
SRC = {'properati_mx': 'Properati (2014-16, index-adjusted)', 'lamudi_datalpine_2024': 'Lamudi 2024',
       'inmuebles24_brightdata_sample': 'Inmuebles24 sample'}
STATES = {'09': 'Ciudad de México', '21': 'Puebla', '13': 'Hidalgo', '22': 'Querétaro', '23': 'Quintana Roo',
          '15': 'México'}

t_df = pd.read_csv(os.path.join(WORK, 'features_time.csv'), dtype={'state_code': str, 'muni': str})
a_df = pd.read_csv(os.path.join(WORK, 'features_all.csv'), dtype={'state_code': str, 'muni': str})
FEATURES = list(a_df.columns[10:])
assert list(t_df.columns[12:]) == FEATURES, 'features_time.csv and features_all.csv disagree'
comp = pd.read_csv(os.path.join(DATA, 'comparables.csv.gz'), dtype={'state_code': str, 'municipality_code': str})
comp = comp.set_index('id')


def fit(X, y, params, rounds, base):
    return xgb.train({**BASE, **params, 'base_score': base}, xgb.DMatrix(X, label=y, missing=np.nan),
                     num_boost_round=rounds)


def grouped_oof(df, params, rounds, rows):
    """Out-of-fold margins over `rows` (bool mask), folds by near-duplicate group."""
    X = df[FEATURES].astype(np.float32).values
    y = df['target'].values
    oof = np.full(len(df), np.nan)
    for k in range(FOLDS):
        tr = rows & (df['fold'].values != k)
        va = rows & (df['fold'].values == k)
        b = fit(X[tr], y[tr], params, rounds, float(np.round(np.mean(y[tr]), 6)))
        oof[va] = b.predict(xgb.DMatrix(X[va], missing=np.nan))
    return oof


def choose_rounds(df, params, rows):
    """Rounds by early stopping on one inner fold of the training rows (never the test slice)."""
    X = df[FEATURES].astype(np.float32).values
    y = df['target'].values
    tr = rows & (df['fold'].values != 0)
    va = rows & (df['fold'].values == 0)
    d_tr = xgb.DMatrix(X[tr], label=y[tr], missing=np.nan)
    d_va = xgb.DMatrix(X[va], label=y[va], missing=np.nan)
    b = xgb.train({**BASE, **params, 'base_score': float(np.mean(y[tr])), 'eval_metric': 'mae'}, d_tr,
                  num_boost_round=MAX_ROUNDS, evals=[(d_va, 'va')], early_stopping_rounds=60, verbose_eval=False)
    return int(b.best_iteration) + 1


def ape(pred_log, df, rows):
    return np.abs(np.exp(pred_log[rows] - df['target'].values[rows]) - 1)


def metrics(pred_log, df, rows, cov=None):
    e = ape(pred_log, df, rows)
    out = dict(n=int(rows.sum()), mdape=float(np.median(e)), within10=float(np.mean(e <= 0.10)),
               within20=float(np.mean(e <= 0.20)))
    if cov is not None:
        out['coverage80'] = float(np.mean(cov[rows]))
    return out


class Interval:
    """Conformal 80 % interval: residual quantiles per quartile of the comparables' spread."""

    def __init__(self, df, resid, rows):
        s = df['size_spread'].values
        self.edges = [float(v) for v in np.quantile(s[rows & ~np.isnan(s)], np.linspace(0, 1, SPREAD_BINS + 1)[1:-1])]
        seg = self.segment(s)
        self.q = []
        for b in range(SPREAD_BINS + 1):
            m = rows & (seg == b) & ~np.isnan(resid)
            r = resid[m] if m.sum() >= 50 else resid[rows & ~np.isnan(resid)]
            self.q.append([float(np.quantile(r, 0.10)), float(np.quantile(r, 0.90))])

    def segment(self, s):
        seg = np.searchsorted(np.array(self.edges), s, side='right')
        return np.where(np.isnan(s), SPREAD_BINS, seg)

    def covers(self, df, resid, rows):
        seg = self.segment(df['size_spread'].values)
        q = np.array(self.q)[seg]
        return rows & (resid >= q[:, 0]) & (resid <= q[:, 1])

    def artefact(self):
        return dict(feature='size_spread', edges=self.edges, missing_segment=SPREAD_BINS, log_residual=self.q)


def baselines(df, train_rows, test_rows):
    """Municipal median and ten-nearest-neighbours log price per m2 for test_rows from train_rows."""
    c = comp.loc[df['id']]
    lp = df['target'].values
    typ = c['type'].values
    muni = df['muni'].values
    med = pd.Series(lp[train_rows]).groupby([typ[train_rows], muni[train_rows]]).median()
    overall = float(np.median(lp[train_rows]))
    mm = np.array([med.get((t, m), overall) for t, m in zip(typ, muni)])
    knn = mm.copy()
    lat, lon, geo = c['lat'].values, c['lon'].values, c['geo'].values
    for t in ('apartment', 'house'):
        pool = train_rows & (typ == t) & ~np.isnan(lat) & (geo <= 1)
        q = test_rows & (typ == t) & ~np.isnan(lat) & (geo <= 2)
        if pool.sum() < 10 or q.sum() == 0:
            continue
        tree = BallTree(np.radians(np.c_[lat[pool], lon[pool]]), metric='haversine')
        _, ind = tree.query(np.radians(np.c_[lat[q], lon[q]]), k=10)
        knn[np.where(q)[0]] = np.median(lp[pool][ind], axis=1)
    return mm, knn


def breakdown(pred, df, rows, cov):
    return {
        'per_source': {SRC.get(s, s): metrics(pred, df, rows & (df['source'] == s).values, cov)
                       for s in sorted(df.loc[rows, 'source'].unique())},
        'per_state': {STATES.get(s, s): metrics(pred, df, rows & (df['state_code'] == s).values, cov)
                      for s, n in df.loc[rows, 'state_code'].value_counts().items() if n >= 100},
    }


# 1. Time-based evaluation.
train = (t_df['split'] == 'train').values
test = (t_df['split'] == 'test').values
dated_train = train & (t_df['stale'].values == 0)
tuning = []
for params in GRID:
    rounds = choose_rounds(t_df, params, train)
    oof = grouped_oof(t_df, params, rounds, train)
    m = metrics(oof, t_df, dated_train)
    tuning.append(dict(params=params, rounds=rounds, inner_cv_dated=m, oof=oof))
    print(f'inner CV {params} rounds={rounds}: {m}', file=sys.stderr)
best = min(tuning, key=lambda t: t['inner_cv_dated']['mdape'])
PARAMS, ROUNDS = best['params'], best['rounds']
y_t = t_df['target'].values
X_t = t_df[FEATURES].astype(np.float32).values
interval_t = Interval(t_df, y_t - best['oof'], dated_train)
b_t = fit(X_t[train], y_t[train], PARAMS, ROUNDS, float(np.round(np.mean(y_t[train]), 6)))
pred_t = np.full(len(t_df), np.nan)
pred_t[test] = b_t.predict(xgb.DMatrix(X_t[test], missing=np.nan))
cov_t = interval_t.covers(t_df, y_t - pred_t, test)
no_copy_t = test & (t_df['copy_in_train'].values == 0)
mm_t, knn_t = baselines(t_df, train, test)

# 2. Grouped CV over all comparables.
allrows = np.ones(len(a_df), dtype=bool)
y_a = a_df['target'].values
oof_a = grouped_oof(a_df, PARAMS, ROUNDS, allrows)
res_a = y_a - oof_a
cov_a = np.zeros(len(a_df), dtype=bool)
for k in range(FOLDS):
    other = allrows & (a_df['fold'].values != k) & (a_df['stale'].values == 0)
    cov_a |= Interval(a_df, res_a, other).covers(a_df, res_a, a_df['fold'].values == k)
mm_a = np.zeros(len(a_df))
knn_a = np.zeros(len(a_df))
for k in range(FOLDS):
    va = a_df['fold'].values == k
    mm_k, knn_k = baselines(a_df, ~va, va)
    mm_a[va], knn_a[va] = mm_k[va], knn_k[va]
single = (a_df['has_copy'].values == 0)
dated_a = a_df['stale'].values == 0

report = {
    'design': dict(test_from=str(json.load(open(os.path.join(WORK, 'split.json')))['test_from'])
                   if os.path.exists(os.path.join(WORK, 'split.json')) else None,
                   folds=FOLDS, chosen=dict(PARAMS, rounds=ROUNDS),
                   tuning=[dict(params=t['params'], rounds=t['rounds'], inner_cv_dated=t['inner_cv_dated'])
                           for t in tuning]),
    'recent': metrics(pred_t, t_df, test, cov_t),
    'recent_no_copy_in_train': metrics(pred_t, t_df, no_copy_t, cov_t),
    'recent_baseline_municipal_median': metrics(mm_t, t_df, test),
    'recent_baseline_knn10': metrics(knn_t, t_df, test),
    'recent_baseline_municipal_median_no_copy': metrics(mm_t, t_df, no_copy_t),
    'recent_baseline_knn10_no_copy': metrics(knn_t, t_df, no_copy_t),
    'recent_breakdown': breakdown(pred_t, t_df, test, cov_t),
    'cv': metrics(oof_a, a_df, allrows, cov_a),
    'cv_dated': metrics(oof_a, a_df, dated_a, cov_a),
    'cv_no_copy': metrics(oof_a, a_df, single, cov_a),
    'cv_baseline_municipal_median': metrics(mm_a, a_df, allrows),
    'cv_baseline_knn10': metrics(knn_a, a_df, allrows),
    'cv_baseline_municipal_median_no_copy': metrics(mm_a, a_df, single),
    'cv_baseline_knn10_no_copy': metrics(knn_a, a_df, single),
    'cv_breakdown': breakdown(oof_a, a_df, allrows, cov_a),
    'interval_recent': interval_t.artefact(),
}

# 4. The served model.
interval = Interval(a_df, res_a, dated_a)
X_a = a_df[FEATURES].astype(np.float32).values
base = float(np.round(np.mean(y_a), 6))
final = fit(X_a, y_a, PARAMS, ROUNDS, base)
trees = []
for t in final.get_dump(dump_format='json'):
    nodes = {}

    def walk(n):
        nodes[n['nodeid']] = n
        for c in n.get('children', []):
            walk(c)
    walk(json.loads(t))
    flat = []
    # one row per node: [feature (-1 = leaf), threshold or leaf value, yes, no, missing]
    for i in range(max(nodes) + 1):
        n = nodes[i]
        if 'leaf' in n:
            flat.append([-1, n['leaf'], 0, 0, 0])
        else:
            flat.append([FEATURES.index(n['split']) if n['split'] in FEATURES else int(n['split'][1:]),
                         n['split_condition'], n['yes'], n['no'], n['missing']])
    trees.append(flat)
overall_q = [float(np.nanquantile(res_a[dated_a], 0.10)), float(np.nanquantile(res_a[dated_a], 0.90))]
version = 'xgb-' + hashlib.sha256(json.dumps([PARAMS, ROUNDS, base, trees]).encode()).hexdigest()[:10]
artefact = dict(version=version, features=FEATURES, base_score=base, interval_log_residual=overall_q,
                interval_segments=interval.artefact(), trees=trees)
with open(os.path.join(DATA, 'model.json.gz'), 'wb') as f:
    f.write(gzip.compress(json.dumps(artefact, separators=(',', ':')).encode(), compresslevel=9, mtime=0))

sample = a_df.iloc[::143].head(200)
xs = sample[FEATURES].astype(np.float32).values
margins = final.predict(xgb.DMatrix(xs, missing=np.nan), output_margin=True)
with open(os.path.join(DATA, 'model-sample.json'), 'w') as f:
    json.dump(dict(version=version, rows=[dict(id=i, features=[None if np.isnan(v) else float(v) for v in row],
                                               margin=float(m))
                                          for i, row, m in zip(sample['id'], xs, margins)]), f, indent=0)
imp = final.get_score(importance_type='gain')
report['importance_gain'] = {FEATURES[int(k[1:])] if k[1:].isdigit() else k: round(v, 4)
                             for k, v in sorted(imp.items(), key=lambda kv: -kv[1])}
report['version'] = version
report['params'] = dict(BASE, **PARAMS, rounds=ROUNDS, base_score=base)
with open(os.path.join(DATA, 'model-metrics.json'), 'w') as f:
    json.dump(report, f, indent=2, ensure_ascii=False)
    f.write('\n')
print(json.dumps({k: report[k] for k in ['recent', 'recent_no_copy_in_train', 'recent_baseline_knn10',
                                         'recent_baseline_municipal_median', 'cv', 'cv_no_copy']}, indent=1))
