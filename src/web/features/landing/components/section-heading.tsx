import type { ReactNode } from 'react';

/** Eyebrow, title and lead of a landing section. The title's id names the section landmark. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid max-w-3xl gap-3">
      <p className="font-tactical flex items-center gap-2 text-xs text-primary">
        <span aria-hidden="true" className="h-px w-6 bg-primary" />
        {eyebrow}
      </p>
      <h2 id={id} className="text-2xl font-black tracking-tight text-balance uppercase sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="text-muted-foreground sm:text-lg">{children}</p> : null}
    </div>
  );
}
