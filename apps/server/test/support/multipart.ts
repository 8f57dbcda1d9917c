// A multipart/form-data body with one file, built by the platform's own FormData and Request (as a
// browser would send it), ready for app.inject.
export async function multipart(bytes: Buffer, mimeType: string, fileName: string, field = 'file'): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
  const request = new Request('http://local/upload', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
