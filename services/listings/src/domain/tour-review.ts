/**
 * When a tour may be reviewed: once it has taken place. A review sent before the tour's time rates a
 * visit that never happened (#16 item 8); the review page hides the form until then and the server
 * refuses it.
 */
export function tourHasTakenPlace(tourTime: Date, now: Date): boolean {
  return tourTime.getTime() <= now.getTime();
}
