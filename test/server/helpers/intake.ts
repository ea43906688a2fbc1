/** What the public intake tests share: a site with its key, and requests as a site's server sends them. */
import type { InjectOptions } from 'fastify';
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';

export const PUBLIC = '/api/v1/public';

/** A new site and the key it was issued, created through the API as staff would. */
export const siteWithKey = async (t: TTestApp, token: string, values: { name?: string; domain?: string; default_language?: string } = {}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const res = await t.call(token, { method: 'POST', url: `${API}/sites`, payload: { name: `Site ${suffix}`, domain: `s${suffix}.example.com`, ...values } });
  if (res.statusCode !== 201) throw new Error(`site creation failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as number, key: res.json().intake_key as string };
};

/** A multipart/form-data body: text fields, then files. */
export const form = (fields: Record<string, string>, files: { field: string; filename: string; content: Buffer; type?: string }[] = []) => {
  const boundary = `----intake${Math.random().toString(16).slice(2)}`;
  const chunks = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((file) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    ]),
  ];
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** A POST to the public intake with a site key, from an address of the test's choosing. */
export const send = (t: TTestApp, path: string, key: string | undefined, options: Omit<InjectOptions, 'method' | 'url'> & { ip?: string } = {}) => {
  const { ip, headers, ...rest } = options;
  return t.app.inject({
    method: 'POST',
    url: `${PUBLIC}/${path}`,
    remoteAddress: ip ?? '203.0.113.10',
    headers: { ...(key === undefined ? {} : { 'x-site-key': key }), ...headers },
    ...rest,
  });
};

/** A small but real PDF as a sniffer sees it. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
