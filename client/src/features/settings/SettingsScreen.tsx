import { Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import type { SessionUser } from '../../app/session/SessionContext';
import { NotificationTemplatesSection } from '../notifications/NotificationTemplatesSection';
import { BackOfficeUsersSection } from './sections/BackOfficeUsersSection';
import { SupplierBillingTypesSection, SupplierTypesSection, VatCodesSection } from './sections/CatalogueSections';
import { LedgerNumbersSection, LicenceCategoriesSection } from './sections/DescribedSections';
import { AdditionalChargesSection } from './sections/AdditionalChargesSection';
import { AreaRulesSection } from './sections/AreaRulesSection';
import { GlobalSettingsSection } from './sections/GlobalSettingsSection';
import { PriceMatricesSection } from './sections/PriceMatricesSection';
import { AccountCodesSection, CurrenciesSection } from './sections/ReadOnlySections';
import { VehicleTypesSection } from './sections/VehicleTypesSection';
import { WhitelistedIpsSection } from './sections/WhitelistedIpsSection';

interface Section {
  key: string;
  label: string;
  render: (user: SessionUser) => ReactNode;
}

/** The sections of behaviour.md "Settings / Settings screen", pricing included (issue 7 item 3). */
const SECTIONS: Section[] = [
  { key: 'global', label: 'Global settings', render: () => <GlobalSettingsSection /> },
  { key: 'additional-charges', label: 'Additional charges', render: () => <AdditionalChargesSection /> },
  { key: 'area-rules', label: 'Area additional charge rules', render: () => <AreaRulesSection /> },
  { key: 'price-matrices', label: 'Price matrices', render: () => <PriceMatricesSection /> },
  { key: 'vat-codes', label: 'VAT codes', render: () => <VatCodesSection /> },
  { key: 'currencies', label: 'Currencies', render: () => <CurrenciesSection /> },
  { key: 'supplier-types', label: 'Supplier types', render: () => <SupplierTypesSection /> },
  { key: 'billing-types', label: 'Supplier billing types', render: () => <SupplierBillingTypesSection /> },
  { key: 'licence-categories', label: 'Licence categories', render: () => <LicenceCategoriesSection /> },
  { key: 'ledger-numbers', label: 'Ledger numbers', render: () => <LedgerNumbersSection /> },
  { key: 'account-codes', label: 'Account codes', render: () => <AccountCodesSection /> },
  { key: 'users', label: 'Back-office users', render: (user) => <BackOfficeUsersSection isAdmin={!!user.isAdmin} /> },
  { key: 'vehicle-types', label: 'Vehicle types', render: () => <VehicleTypesSection /> },
  { key: 'whitelisted-ips', label: 'Whitelisted IP addresses', render: () => <WhitelistedIpsSection /> },
  { key: 'notification-templates', label: 'Notification templates', render: (user) => <NotificationTemplatesSection isAdmin={!!user.isAdmin} /> },
];

const SECTION_KEY = 'dispatch.settingsSection';

/** The Settings screen (behaviour.md "Settings / Settings screen", office only): a section menu on the left, the section on the right. */
export function SettingsScreen({ user }: { user: SessionUser }) {
  const [current, setCurrent] = useState(() => {
    const saved = sessionStorage.getItem(SECTION_KEY);
    // Opens on Global settings unless a section was chosen in this tab (issue 19 item 10).
    return SECTIONS.some((s) => s.key === saved) ? (saved as string) : 'global';
  });
  const section = SECTIONS.find((s) => s.key === current) ?? SECTIONS[0];
  const choose = (key: string) => {
    sessionStorage.setItem(SECTION_KEY, key);
    setCurrent(key);
  };
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }} data-testid="settings-screen">
      <Menu
        mode="inline"
        selectedKeys={[current]}
        onClick={({ key }) => choose(key)}
        style={{ width: 230, flex: 'none', borderRadius: 8 }}
        items={SECTIONS.map((s) => ({ key: s.key, label: <span data-testid={`settings-menu-${s.key}`}>{s.label}</span> }))}
        data-testid="settings-menu"
      />
      <div style={{ flex: 1, minWidth: 0 }}>{section.render(user)}</div>
    </div>
  );
}
