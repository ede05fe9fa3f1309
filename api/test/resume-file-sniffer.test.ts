import { ResumeFileSniffer, claimedResumeType } from '../src/routes/resume/resume-file-sniffer';
import { sniffResumeFile } from '../src/lib/sniff-file';
import { makeDocx, makePdf, makeZip } from '../src/seed/resume/demo-documents';

/** What the streaming sniffer says of `data` pushed in chunks of `size` bytes. */
function streamed(data: Buffer, size: number) {
  const sniffer = new ResumeFileSniffer();
  for (let at = 0; at < data.length; at += size) sniffer.push(data.subarray(at, at + size));
  return sniffer.result();
}

const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD = Buffer.from('WordDocument', 'utf16le');
const PDF = makePdf('Resume', ['one']);
const DOCX = makeDocx(['简历']);

/** Files sniffResumeFile takes or refuses, some larger than the 256 KiB tail the streaming sniffer keeps. */
const CASES: [string, Buffer, string | undefined][] = [
  ['a PDF', PDF, 'pdf'],
  ['a PDF of 2 MB (the end marker after a long body)', Buffer.concat([PDF.subarray(0, -6), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]), 'pdf'],
  ['a PDF header without an end', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 0x41)]), undefined],
  ['a DOCX', DOCX, 'docx'],
  ['a DOCX of over 1 MB', makeDocx(['简历'.repeat(200_000)]), 'docx'],
  ['a ZIP that is no Word file', makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]), undefined],
  ['a DOC with its directory 3 MB in', Buffer.concat([CFB, Buffer.alloc(3 * 1024 * 1024), WORD, Buffer.alloc(600)]), 'doc'],
  ['a compound file without a Word stream', Buffer.concat([CFB, Buffer.alloc(2000)]), undefined],
  ['a text file', Buffer.from('plain text, not a resume file at all'), undefined],
];

describe('the streaming resume sniffer', () => {
  it.each(CASES)('judges %s as sniffResumeFile does, in chunks of any size', (_name, data, ext) => {
    const whole = sniffResumeFile(data);
    expect(whole?.ext).toBe(ext);
    const sizes = data.length < 20_000 ? [1, 7, 11, 4096, data.length] : [4093, 65536, data.length];
    for (const size of sizes) expect({ size, type: streamed(data, size) }).toEqual({ size, type: whole });
  });

  it('finds the WordDocument name split across two chunks at every place', () => {
    const doc = Buffer.concat([CFB, Buffer.alloc(600), WORD, Buffer.alloc(100)]);
    for (let cut = 600; cut < 600 + 8 + WORD.length; cut++) {
      const sniffer = new ResumeFileSniffer();
      sniffer.push(doc.subarray(0, cut));
      sniffer.push(doc.subarray(cut));
      expect(sniffer.result()?.ext).toBe('doc');
    }
  });

  it('names the type from the first bytes alone', () => {
    expect(claimedResumeType(PDF.subarray(0, 8))?.ext).toBe('pdf');
    expect(claimedResumeType(DOCX.subarray(0, 8))?.ext).toBe('docx');
    expect(claimedResumeType(CFB)?.ext).toBe('doc');
    expect(claimedResumeType(Buffer.from('<html>'))).toBeUndefined();
  });
});
