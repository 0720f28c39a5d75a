/**
 * The gradient-boosted trees of data/model.json.gz evaluated in TypeScript, as xgboost evaluates
 * them: features as 32-bit floats, `value < threshold` goes to `yes`, a missing value (NaN) to
 * `missing`, leaves summed in 32-bit floats onto the base score (the margin, log price per m²).
 */
export interface BoosterArtefact {
  version: string;
  features: readonly string[];
  base_score: number;
  /** The 10th and 90th percentiles of the out-of-fold log residuals: the 80 % interval overall. */
  interval_log_residual: readonly [number, number];
  /**
   * The calibrated 80 % interval by segment (conformal): the out-of-fold log residuals' 10th and 90th
   * percentiles per bin of `feature` (bins split at `edges`; a missing value is `missing_segment`).
   */
  interval_segments?: {
    feature: string;
    edges: readonly number[];
    missing_segment: number;
    log_residual: ReadonlyArray<readonly [number, number]>;
  };
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

/** The calibrated 80 % interval (log residuals) for a subject's features. */
export function intervalFor(model: BoosterArtefact, x: readonly number[]): readonly [number, number] {
  const seg = model.interval_segments;
  if (!seg) return model.interval_log_residual;
  const v = x[model.features.indexOf(seg.feature)] ?? Number.NaN;
  const bin = Number.isNaN(v) ? seg.missing_segment : seg.edges.filter((e) => v >= e).length;
  return seg.log_residual[bin] ?? model.interval_log_residual;
}
