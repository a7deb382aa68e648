import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'md' | 'lg';
  block?: boolean;
};

export function Button({ variant = 'primary', size = 'md', block = false, className, type, ...rest }: Props) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  // type defaults to "button": a stray submit inside a form is a classic source of surprise reloads.
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
