/** A student's own job activity (spec §7): favourites, applications, interviews, recommendations. */
export const mine = {};
