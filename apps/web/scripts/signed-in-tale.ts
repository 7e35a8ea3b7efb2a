// A parent's finished tale, made through the API, for the benchmarks of the signed-in story page.
import { API, DEFAULT_LOCALE } from '@skazka/contract';
import { uniqueEmail } from '../e2e/harness';

/** A parent with a finished tale: the token and the tale's id, for the signed-in story page. */
export async function signedInTale(base: string) {
  const call = async (path: string, body?: object, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        'ark-language': DEFAULT_LOCALE,
        ...(token ? { authorization: `Token ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const email = uniqueEmail('bench');
  const password = 'Lantern-Otter-Meadow-42';
  await call(API.signup, { email, password, privacy_accepted: true, personal_data_consent: true });
  const { auth_token: token } = await call(API.login, { email, password });
  const child = await call(API.children, { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' }, token);
  const morals = (await call(API.morals)) as Array<{ id: number }>;
  const { id } = await call(API.tales, { child: child.id, moral: morals[0]!.id, language: DEFAULT_LOCALE }, token);
  for (let i = 0; i < 600 && (await call(API.tale(id), undefined, token)).status !== 'ready'; i++)
    await new Promise((r) => setTimeout(r, 500));
  return { token: token as string, id: id as number };
}
