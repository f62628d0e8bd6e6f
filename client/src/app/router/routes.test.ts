import { expect, test } from '@playwright/test';
import { hrefOf, parseHash, redirectFor, type Route } from './routes';

const office = { role: 'OFFICE' as const };
const customer = { role: 'CUSTOMER' as const };

test.describe('routes (behaviour.md "Control screen / Consignments tab")', () => {
  test('parses every route of the table, with and without the optional consignment id', () => {
    expect(parseHash('#!/')).toEqual({ name: 'login' });
    expect(parseHash('#!/control_screen/')).toEqual({ name: 'control_screen' });
    expect(parseHash('#!/control_screen')).toEqual({ name: 'control_screen' });
    expect(parseHash('#!/consignment/')).toEqual({ name: 'consignment' });
    expect(parseHash('#!/consignment/42')).toEqual({ name: 'consignment', id: '42' });
    expect(parseHash('#!/manifest/7')).toEqual({ name: 'manifest', id: '7' });
    for (const name of ['map', 'suppliers', 'customers', 'accounts', 'reports', 'settings', 'change_password'] as const) {
      expect(parseHash(`#!/${name}/`)).toEqual({ name });
    }
  });

  test('unknown paths, a manifest without id and stray segments are the login route', () => {
    // The Testing placeholder is gone from the build (issue 19 item 10): its path is unknown like any other.
    for (const hash of ['', '#', '#/control_screen/', '#!/nope/', '#!/testing/', '#!/manifest/', '#!/map/3', '#!/consignment/1/2']) {
      expect(parseHash(hash)).toEqual({ name: 'login' });
    }
  });

  test('links round-trip through parseHash', () => {
    const routes: Route[] = [
      { name: 'login' },
      { name: 'login', next: '/manifest/12' },
      { name: 'consignment', id: '5' },
      { name: 'manifest', id: '12' },
      { name: 'settings' },
    ];
    for (const route of routes) expect(parseHash(hrefOf(route))).toEqual(route);
    expect(hrefOf({ name: 'manifest', id: '12' })).toBe('#!/manifest/12');
  });

  test('no session: every screen sends to login, remembering it', () => {
    expect(redirectFor({ name: 'login' }, null)).toBeNull();
    expect(redirectFor({ name: 'map' }, null)).toEqual({ name: 'login', next: '/map/' });
  });

  test('a signed-in user on login goes to control_screen, or to the remembered screen', () => {
    expect(redirectFor({ name: 'login' }, customer)).toEqual({ name: 'control_screen' });
    expect(redirectFor({ name: 'login', next: '/manifest/3' }, office)).toEqual({ name: 'manifest', id: '3' });
    expect(redirectFor({ name: 'login', next: '/nonsense' }, office)).toEqual({ name: 'control_screen' });
  });

  test('a supplier user (driver) lands on the driver app, which only supplier users may open (issue 8)', () => {
    const supplier = { role: 'SUPPLIER' } as const;
    expect(redirectFor({ name: 'login' }, supplier)).toEqual({ name: 'driver' });
    expect(parseHash('#!/driver/')).toEqual({ name: 'driver' });
    expect(redirectFor({ name: 'driver' }, supplier)).toBeNull();
    expect(redirectFor({ name: 'driver' }, office)?.name).toBe('login');
    expect(redirectFor({ name: 'driver' }, customer)?.name).toBe('login');
  });

  test('the import screen opens for office and customer users; a driver is sent to login (issue 25 item 6)', () => {
    expect(parseHash('#!/import/')).toEqual({ name: 'import' });
    expect(redirectFor({ name: 'import' }, office)).toBeNull();
    expect(redirectFor({ name: 'import' }, customer)).toBeNull();
    expect(redirectFor({ name: 'import' }, { role: 'SUPPLIER' })?.name).toBe('login');
  });

  test('plan the day opens for office users only; others go to the control screen (issue 23 item 4)', () => {
    expect(parseHash('#!/planning/')).toEqual({ name: 'planning' });
    expect(redirectFor({ name: 'planning' }, office)).toBeNull();
    expect(redirectFor({ name: 'planning' }, customer)).toEqual({ name: 'control_screen' });
  });

  test('manifest, suppliers and settings send a non-office user to login, which then stays', () => {
    for (const route of [{ name: 'manifest', id: '1' }, { name: 'suppliers' }, { name: 'settings' }] as Route[]) {
      const target = redirectFor(route, customer);
      expect(target?.name).toBe('login');
      expect(redirectFor(target!, customer)).toBeNull();
      expect(redirectFor(route, office)).toBeNull();
    }
    expect(redirectFor({ name: 'control_screen' }, customer)).toBeNull();
  });

  test('customers and accounts send a non-office user to the control screen, also after sign-in (issue 19 item 9)', () => {
    const supplier = { role: 'SUPPLIER' } as const;
    for (const name of ['customers', 'accounts'] as const) {
      expect(redirectFor({ name }, customer)).toEqual({ name: 'control_screen' });
      expect(redirectFor({ name }, supplier)).toEqual({ name: 'control_screen' });
      expect(redirectFor({ name: 'login', next: `/${name}/` }, customer)).toEqual({ name: 'control_screen' });
      expect(redirectFor({ name }, office)).toBeNull();
      expect(redirectFor({ name }, null)).toEqual({ name: 'login', next: `/${name}/` });
    }
  });
});
