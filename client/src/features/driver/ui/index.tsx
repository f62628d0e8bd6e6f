import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './driver.css';

/**
 * The driver app's few controls, as plain elements styled by driver.css: the app must load fast on a phone,
 * without antd (issue 26 item 5). Test ids and accessible names are the callers'.
 */

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'link'; small?: boolean; busy?: boolean; testId?: string };

export function Button({ variant, small, busy, testId, className, disabled, children, ...rest }: ButtonProps) {
  const classes = ['drv-btn', variant && `drv-btn-${variant}`, small && 'drv-btn-small', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} disabled={disabled || busy} aria-busy={busy || undefined} data-testid={testId} {...rest}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

export type TagColour = 'green' | 'orange' | 'red' | 'blue' | 'gold' | 'default';

export function Tag({ colour = 'default', testId, children }: { colour?: TagColour; testId?: string; children: ReactNode }) {
  return <span className={`drv-tag drv-tag-${colour}`} data-testid={testId}>{children}</span>;
}

export function Alert({ kind, testId, children }: { kind: 'info' | 'warning' | 'error'; testId?: string; children: ReactNode }) {
  return <div className={`drv-alert drv-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>{children}</div>;
}

export function Card({ title, extra, testId, children }: { title: ReactNode; extra?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section className="drv-card" data-testid={testId}>
      <header className="drv-card-head"><span>{title}</span>{extra}</header>
      <div className="drv-card-body">{children}</div>
    </section>
  );
}
