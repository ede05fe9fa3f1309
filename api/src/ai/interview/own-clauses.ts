/*
 * The clauses of an answer that tell what the student did: those naming 我, and those that carry the student's own
 * narration on with its subject dropped, as Chinese does (我先去问了…，我就把…印在袋子上。然后拉了个群做试吃).
 */

/** A clause carrying the narration on with no subject of its own: a connective of sequence, then straight to the deed. */
const CARRIED_ON = /^\s*(?:然后|接着|随后|之后|于是|再后来|后来)(?:我们?)?(?:就|又|再|还)?(?![他她它别对大家老同客顾家店])/u;

/**
 * interview.story.matter-named.dropped-subject: the clauses of the student's own: each naming 我, and each after one of
 * them that opens with a connective of sequence and names no one else first (CARRIED_ON: 然后拉了个群做试吃). A
 * clause that brings another in (然后她们拉了个群, 后来老板说…) ends the run; so does one with no connective.
 */
export function ownClausesOf(text: string): string[] {
  const own: string[] = [];
  let carried = false;
  for (const clause of text.split(/[，,。！？!?；;\n]+/u)) {
    carried = clause.includes('我') || (carried && CARRIED_ON.test(clause));
    if (carried) own.push(clause);
  }
  return own;
}
