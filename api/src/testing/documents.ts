/**
 * A small, whole PDF (one empty page, a cross-reference table, the trailer
 * and %%EOF); `padding` grows it with a comment line. Its `text` tells files apart.
 */
export function pdf(text = 'audit report', padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Title (${text.replace(/[()\\]/g, '')}) >>`,
  ];
  let body = `%PDF-1.7\n${padding > 0 ? `%${'x'.repeat(padding)}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A whole PDF of exactly `bytes` bytes. */
export function pdfOfSize(bytes: number, text = 'audit report'): Buffer {
  let padding = Math.max(0, bytes - pdf(text).length - 2);
  let file = pdf(text, padding);
  // The cross-reference offset may gain a digit as the file grows.
  while (file.length !== bytes && padding > 0) {
    padding -= file.length - bytes;
    file = pdf(text, padding);
  }
  return file;
}
