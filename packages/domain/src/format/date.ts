// The product's dates, in French and in Paris time: the same text whoever formats them, the server
// or a reader's browser in another zone. Each formatter is made the first time it is used, once
// per zone; a date made for a machine (an ISO day, a storage key) is not formatted here.

/** The zone the product's dates are read in. */
export const parisTimeZone = "Europe/Paris";

/** A moment: a Date, or what `new Date` reads (an ISO timestamp). */
export type DateInput = Date | string | number;

/** The formatter for these options in a zone, made on first use and kept. */
function dateFormat(options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = byZone.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("fr-FR", { ...options, timeZone });
      byZone.set(timeZone, format);
    }
    return format;
  };
}

const toDate = (date: DateInput) => (date instanceof Date ? date : new Date(date));

const day = /* @__PURE__ */ dateFormat({ day: "numeric", month: "long", year: "numeric" });
const dayMonth = /* @__PURE__ */ dateFormat({ day: "numeric", month: "long" });
const shortDay = /* @__PURE__ */ dateFormat({ day: "numeric", month: "short", year: "numeric" });
const numericDay = /* @__PURE__ */ dateFormat({ day: "numeric", month: "numeric", year: "numeric" });
const weekdayDay = /* @__PURE__ */ dateFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const weekdayDayMonth = /* @__PURE__ */ dateFormat({ weekday: "long", day: "numeric", month: "long" });
const time = /* @__PURE__ */ dateFormat({ hour: "numeric", minute: "2-digit", hourCycle: "h23" });
const clockTime = /* @__PURE__ */ dateFormat({ hour: "2-digit", minute: "2-digit" });
const dateTime = /* @__PURE__ */ dateFormat({ dateStyle: "long", timeStyle: "short" });
const shortDateTime = /* @__PURE__ */ dateFormat({ dateStyle: "medium", timeStyle: "short" });

/** « 1 décembre 2026 ». */
export const formatDay = (date: DateInput, timeZone = parisTimeZone) => day(timeZone).format(toDate(date));

/** « 1 décembre », without the year. */
export const formatDayMonth = (date: DateInput, timeZone = parisTimeZone) => dayMonth(timeZone).format(toDate(date));

/** « 1 déc. 2026 ». */
export const formatShortDay = (date: DateInput, timeZone = parisTimeZone) => shortDay(timeZone).format(toDate(date));

/** « 01/12/2026 ». */
export const formatNumericDay = (date: DateInput, timeZone = parisTimeZone) =>
  numericDay(timeZone).format(toDate(date));

/** « mardi 1 décembre 2026 ». */
export const formatDayWithWeekday = (date: DateInput, timeZone = parisTimeZone) =>
  weekdayDay(timeZone).format(toDate(date));

/** « mardi 1 décembre », without the year. */
export const formatDayMonthWithWeekday = (date: DateInput, timeZone = parisTimeZone) =>
  weekdayDayMonth(timeZone).format(toDate(date));

/**
 * « 9 h 05 », « 14 h 30 »: the hour as French typography writes it. Built from the parts, because
 * Intl writes « 14:30 » (and an hour alone « 14 h », a minute alone without its zero).
 */
export function formatTime(date: DateInput, timeZone = parisTimeZone) {
  const parts = time(timeZone).formatToParts(toDate(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("hour")} h ${part("minute")}`;
}

/** « 09:05 », « 14:30 », as a clock shows it. */
export const formatClockTime = (date: DateInput, timeZone = parisTimeZone) => clockTime(timeZone).format(toDate(date));

/** « 1 décembre 2026 à 09:05 ». */
export const formatDateTime = (date: DateInput, timeZone = parisTimeZone) => dateTime(timeZone).format(toDate(date));

/** « 1 déc. 2026, 09:05 ». */
export const formatShortDateTime = (date: DateInput, timeZone = parisTimeZone) =>
  shortDateTime(timeZone).format(toDate(date));
