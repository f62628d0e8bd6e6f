/** A multipart/form-data body with one file field, built by hand so a test controls every byte of the file. */
export function multipartBody(bytes: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = '----dispatch-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
