// Sessions of a checkout for the page benchmarks (spec/2 §2): a cart holding a product, or one ready to pay — an
// e-mail and a billing and shipping address — which the checkout's guard asks of the addresses and payment steps.
import http from 'node:http';
import { postOperation } from './operation-post.ts';

/** The body of a GET of `url` at `host`, with the session `cookie` if given. */
function pageText(port: number, url: string, host: string, cookie?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = cookie === undefined ? { host } : { host, cookie };
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

/** The German address the benchmarks' shoppers deliver to and are billed at. */
export const BENCH_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: 'Hauptstraße',
  streetNumber: '1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 1234567',
};

/** A session whose cart holds the product at `productPath`: its cookie (the checkout's cart step). */
export async function sessionWithCart(port: number, host: string, productPath: string): Promise<string> {
  const sku = /"sku":"([A-Z0-9]+)"/.exec(await pageText(port, productPath, host))?.[1];
  if (sku === undefined) throw new Error(`No SKU on ${productPath}`);
  const answer = await postOperation({ port, host, operation: 'addToCart', body: { sku, quantity: 1 } });
  if (answer.status !== 200 || answer.cookie === null) throw new Error(`addToCart ${sku}: ${answer.status}`);
  return answer.cookie;
}

/** A session whose cart holds the product, an e-mail and a billing and shipping address: its cookie. */
export async function sessionReadyToPay(port: number, host: string, productPath: string): Promise<string> {
  const cookie = await sessionWithCart(port, host, productPath);
  const answer = await postOperation({
    port,
    host,
    cookie,
    operation: 'updateCart',
    body: {
      actions: [
        { action: 'setCustomerEmail', email: 'bench@example.com' },
        { action: 'setBillingAddress', address: BENCH_ADDRESS },
        { action: 'setShippingAddress', address: BENCH_ADDRESS },
      ],
    },
  });
  if (answer.status !== 200) throw new Error(`updateCart: ${answer.status}`);
  return cookie;
}
