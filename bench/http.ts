/** One HTTP call of the benches: an error is never counted as a success (another status throws). */
export async function call(base: string, method: string, p: string, body: unknown, key: string, expect = 200, headers: Record<string, string> = {}): Promise<any> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${method} ${p} → ${res.status} ${text.slice(0, 160)}`);
  return text ? JSON.parse(text) : undefined;
}
