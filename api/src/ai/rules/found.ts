/** A value a rule found, how sure it is (0-1) and where (offsets in the normalised line it came from). */
export type Found<T> = { value: T; confidence: number; line: number; span: [number, number] };
