/**
 * @jest-environment node
 */
import { callRoutes } from 'shared-api';
import { KEYED_CALLS, READ_CALLS } from './apiRetry.mjs';
import { localLayout, nginxConf } from './nginx-conf.mjs';

const [shell, ...remotes] = localLayout();
const conf = () => nginxConf({ shell, remotes, api: ['127.0.0.1:4000', '127.0.0.1:4001'], runDir: '/run/suuq' });

/** The generated map, evaluated as nginx does: the first matching regex wins, else the default. */
function onceFor(text, method, uri, key = '') {
  const map = text.split('map "$request_method $uri $http_idempotency_key" $suuq_api_once {\n')[1].split('\n  }')[0];
  const rules = [...map.matchAll(/^\s+"~(.+)" ([01]);$/gm)].map(([, re, v]) => [new RegExp(re), v]);
  const fallback = /^\s+default ([01]);$/m.exec(map)[1];
  const subject = `${method} ${uri} ${key}`;
  return Number(rules.find(([re]) => re.test(subject))?.[1] ?? fallback);
}

/** A request path of a route: each :param filled in. */
const sample = (path) => path.replace(/:[A-Za-z]+/g, '7');

describe('which API calls nginx may send to a second API process', () => {
  it('every listed call is a call of the contract, with its path and verb', () => {
    for (const [name, path] of Object.entries({ ...READ_CALLS, ...KEYED_CALLS })) {
      expect([name, callRoutes[name]?.path]).toEqual([name, path]);
      expect([name, callRoutes[name].http]).toEqual([name, 'POST']);
    }
  });

  it('over every call of the contract: reads, GET/HEAD and keyed writes with their key may be repeated; any other write is sent once', () => {
    const text = conf();
    for (const [name, route] of Object.entries(callRoutes)) {
      const uri = sample(route.path);
      const repeatable = route.http === 'GET' || route.http === 'HEAD' || name in READ_CALLS;
      expect([name, onceFor(text, route.http, uri)]).toEqual([name, repeatable ? 0 : 1]);
      if (name in KEYED_CALLS) expect([name, onceFor(text, route.http, uri, 'c0ffee00-1234-4abc-8def-0123456789ab')]).toEqual([name, 0]);
    }
  });

  it('an order is never repeated without its key, though its path also fits the read of one order', () => {
    const text = conf();
    expect(onceFor(text, 'POST', '/api/customer/orders/create')).toBe(1);
    expect(onceFor(text, 'POST', '/api/customer/orders/create', 'k3y-0f-an-order')).toBe(0);
    expect(onceFor(text, 'POST', '/api/customer/orders/42')).toBe(0);
    // An address's write path is no read because a key came with it.
    expect(onceFor(text, 'POST', '/api/user/address', 'k3y-0f-an-address')).toBe(1);
    expect(onceFor(text, 'PUT', '/api/user/address/3')).toBe(1);
  });

  it('every API location moves repeatable calls on (non_idempotent) and sends the rest to @api_once, which never repeats a call once sent', () => {
    const text = conf();
    for (const site of [shell, ...remotes]) {
      const block = text.slice(text.indexOf(`# ${site.pkg}:`)).split('\n  }\n')[0];
      for (const prefix of ['/api/', '/customer/api/', '/cutomer/api/']) {
        const api = block.split(`location ^~ ${prefix} {`)[1].split('\n    }')[0];
        expect(api).toContain('proxy_next_upstream error timeout http_503 non_idempotent;');
        expect(api).toContain('error_page 418 = @api_once;');
        expect(api).toContain('if ($suuq_api_once) { return 418; }');
      }
      const once = block.split('location @api_once {')[1].split('\n    }')[0];
      expect(once).toContain('proxy_pass http://suuq_api;');
      expect(once).toContain('proxy_next_upstream error timeout;');
      expect(once).not.toContain('non_idempotent');
    }
  });

  it("nginx's workers share which API process failed (a zone), so a process back in one worker's use is back in all", () => {
    expect(conf()).toMatch(/upstream suuq_api \{\n(?:.*\n)*?\s+zone suuq_api \d+k;\n/);
  });

  it('nginx lets go of idle connections to the API within the 10 s an API process gives its requests when it stops', () => {
    expect(conf()).toMatch(/upstream suuq_api \{\n(?:.*\n)*?\s+keepalive_timeout 4s;\n/);
  });
});
