import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { messages } from './messages';

/** A list's search box: its visible label "Search" is its accessible name. */
export function SearchField({
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="font-tactical text-[0.6875rem] text-muted-foreground">
        {messages.t('search')}
      </Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className="ps-9"
        />
      </div>
    </div>
  );
}
