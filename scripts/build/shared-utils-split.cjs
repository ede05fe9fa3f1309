// Which shared-utils sources the student and forms modules hold (the rest is the core). CommonJS so both the
// build (ESM) and shared-utils' own test of the core's exports (Jest) read the one definition.

/**
 * shared-utils ships as three System modules: the core every page loads, the student areas (rules, texts,
 * types and calls of resume, jobs and applications) that only student pages load (src/student.ts), and
 * react-hook-form with its glue that only pages with forms load (src/forms.ts). These are the student
 * module's own sources; any other shared-utils file the student or forms module imports comes from the core,
 * under the core entry's export names.
 */
const STUDENT_SOURCES = /[\\/]shared-utils[\\/]src[\\/](areas[\\/]|page-ui[\\/]|api[\\/](resume|jobs|mine|content|live-fair|ai)[-.]|(types|shapes)[\\/](resume|jobs|mine|content|live-fair|ai|ai-career)\.|student\.ts$)/;
/** The forms module's own sources (src/forms.ts and src/forms/): react-hook-form and its glue. */
const FORMS_SOURCES = /[\\/]shared-utils[\\/]src[\\/]forms(\.ts$|[\\/])/;

module.exports = { STUDENT_SOURCES, FORMS_SOURCES };
