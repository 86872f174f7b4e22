import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { fieldClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClassName, 'min-h-20 resize-y', className)} {...props} />;
}
