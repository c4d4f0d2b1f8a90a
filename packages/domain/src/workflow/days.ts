const dayMs = 24 * 60 * 60 * 1000;

/** « depuis aujourd'hui », « depuis 1 jour », « depuis 12 jours »: how long a card has stood at its stage. */
export function daysInStageText(since: string, now: Date = new Date()) {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / dayMs));
  return days === 0 ? "depuis aujourd'hui" : `depuis ${days} jour${days > 1 ? "s" : ""}`;
}
