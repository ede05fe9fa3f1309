/** Browsing positions and companies (spec §7): lists, search, details, zones, college lists. */
export const jobs = {};
