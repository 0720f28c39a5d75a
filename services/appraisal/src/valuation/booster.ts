/**
 * The gradient-boosted trees of data/model.json.gz evaluated in TypeScript, as xgboost evaluates
 * them: features as 32-bit floats, `value < threshold` goes to `yes`, a missing value (NaN) to
 * `missing`, leaves summed in 32-bit floats onto the base score (the margin, log price per m²).
 */
export interface BoosterArtefact {
  version: string;
  features: readonly string[];
  base_score: number;
  /** The 10th and 90th percentiles of the out-of-fold log residuals: the calibrated 80 % interval. */
  interval_log_residual: readonly [number, number];
  /** One row per node: [feature (-1 = leaf), threshold or leaf value, yes, no, missing]. */
  trees: ReadonlyArray<ReadonlyArray<readonly [number, number, number, number, number]>>;
}

export function margin(model: BoosterArtefact, x: readonly number[]): number {
  let sum = Math.fround(model.base_score);
  for (const tree of model.trees) {
    let i = 0;
    for (;;) {
      const [feature, value, yes, no, missing] = tree[i]!;
      if (feature === -1) {
        sum = Math.fround(sum + Math.fround(value));
        break;
      }
      const v = x[feature] ?? Number.NaN;
      i = Number.isNaN(v) ? missing : Math.fround(v) < Math.fround(value) ? yes : no;
    }
  }
  return sum;
}
