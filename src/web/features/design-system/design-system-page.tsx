import {
  ChevronsUpDownIcon,
  CrosshairIcon,
  DropletsIcon,
  HeartPulseIcon,
  LogOutIcon,
  MoreVerticalIcon,
  PackageIcon,
  PlusIcon,
  RadioIcon,
  ShieldCheckIcon,
  Trash2Icon,
  UserIcon,
  ZapIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel, StatusLight } from '@web/components/ui/panel';
import { PasswordInput } from '@web/components/ui/password-input';
import { Progress, type ProgressTone } from '@web/components/ui/progress';
import { Select, SelectItem } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { palettes, tokenNames } from '@web/components/ui/tokens';

const resources: {
  name: string;
  value: number;
  status: Extract<ProgressTone, 'optimal' | 'good' | 'low' | 'critical'>;
}[] = [
  { name: 'Food Supplies', value: 85, status: 'optimal' },
  { name: 'Water Storage', value: 60, status: 'good' },
  { name: 'Medical Kit', value: 30, status: 'low' },
  { name: 'Power Backup', value: 15, status: 'critical' },
];

const stats = [
  { label: 'Active Preppers', value: '12,847' },
  { label: 'Survival Plans', value: '3,291' },
  { label: 'Emergency Kits', value: '5,602' },
  { label: 'Preparedness Score', value: '78%' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="font-tactical flex items-center gap-3 text-xs text-muted-foreground">
        <span aria-hidden="true" className="h-px w-6 bg-primary" />
        {title}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </h2>
      {children}
    </section>
  );
}

/** Every design-system component on one page, for eyeballing the theme. Dev only. */
export function DesignSystemPage() {
  const [kitName, setKitName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [open, setOpen] = useState(false);
  const kitError = submitted && !kitName.trim() ? 'Kit name is required' : undefined;

  return (
    <div className="bg-tactical-grid min-h-screen">
      <header className="border-b border-border bg-background/90">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-6 py-4">
          <ShieldCheckIcon aria-hidden="true" className="size-6 text-primary" />
          <div className="grid gap-0.5">
            <p className="font-tactical text-sm font-bold text-foreground">Holdfast</p>
            <p className="font-tactical text-[0.6875rem] text-muted-foreground">Design system // field manual</p>
          </div>
          <div className="ms-auto flex items-center gap-2 font-mono text-xs text-muted-foreground">
            <StatusLight status="online" />
            <span className="tracking-widest uppercase">Operational status: active</span>
          </div>
        </div>
      </header>

      <main className="mx-auto grid max-w-6xl gap-12 px-6 py-10">
        <div className="grid gap-3">
          <p className="font-tactical text-xs text-primary">Command center</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Prepared today. Standing tomorrow.
          </h1>
          <p className="max-w-2xl text-muted-foreground">
            Olive drab, khaki and amber instrument light. Every text pairing on this page is checked for WCAG AA
            contrast by <code className="text-foreground">contrast.test.ts</code>.
          </p>
        </div>

        <Section id="ds-colour" title="Palette">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
            {tokenNames
              .filter((n) => !n.endsWith('-foreground'))
              .map((name) => (
                <div key={name} className="overflow-hidden rounded-sm border border-border bg-card">
                  <div className="h-10" style={{ background: `var(--${name})` }} />
                  <div className="grid gap-0.5 px-2 py-1.5">
                    <span className="truncate font-mono text-[0.6875rem] text-foreground">{name}</span>
                    <span className="font-mono text-[0.6875rem] text-muted-foreground">{palettes.dark[name]}</span>
                  </div>
                </div>
              ))}
          </div>
        </Section>

        <Section id="ds-buttons" title="Buttons">
          <div className="flex flex-wrap items-center gap-3">
            <Button>Default</Button>
            <Button variant="tactical">
              <CrosshairIcon aria-hidden="true" />
              Join squad
            </Button>
            <Button variant="gear">Acquire gear</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="destructive">
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
            <Button variant="link">Link</Button>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" variant="tactical">
              Access command center
            </Button>
            <Button size="sm" variant="outline">
              Small
            </Button>
            <Button size="icon" variant="outline" aria-label="Add item">
              <PlusIcon aria-hidden="true" />
            </Button>
            <Button disabled>Saving...</Button>
            <Button variant="gear" disabled>
              Notify available
            </Button>
            <Button asChild variant="link">
              <a href="#ds-panels">asChild link</a>
            </Button>
          </div>
        </Section>

        <Section id="ds-badges" title="Badges">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>Public</Badge>
            <Badge variant="secondary">Survival plan</Badge>
            <Badge variant="outline">Private</Badge>
            <Badge variant="destructive">Deleted</Badge>
            <Badge variant="optimal">Optimal</Badge>
            <Badge variant="good">Good</Badge>
            <Badge variant="low">Low</Badge>
            <Badge variant="critical">Critical</Badge>
          </div>
        </Section>

        <Section id="ds-panels" title="HUD panels">
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Mission status" statusLabel="Systems online">
              <dl className="grid grid-cols-2 gap-4">
                {stats.map((s) => (
                  <div key={s.label} className="grid gap-1 border-s-2 border-primary/60 ps-3">
                    <dt className="font-tactical text-[0.6875rem] text-muted-foreground">{s.label}</dt>
                    <dd className="font-mono text-2xl font-bold text-foreground">{s.value}</dd>
                  </div>
                ))}
              </dl>
            </Panel>
            <Panel
              title="Resource overview"
              status="alert"
              statusLabel="Resources need attention"
              actions={
                <Button size="sm" variant="ghost">
                  Export
                </Button>
              }
            >
              <ul className="grid gap-4">
                {resources.map((r) => (
                  <li key={r.name} className="grid gap-1.5">
                    <div className="flex items-center justify-between text-sm">
                      <span id={`res-${r.status}`}>{r.name}</span>
                      <span className="flex items-center gap-2">
                        <span className="font-mono text-muted-foreground">{r.value}%</span>
                        <Badge variant={r.status}>{r.status}</Badge>
                      </span>
                    </div>
                    <Progress value={r.value} tone={r.status} aria-labelledby={`res-${r.status}`} />
                  </li>
                ))}
              </ul>
            </Panel>
          </div>
        </Section>

        <Section id="ds-cards" title="Cards">
          <div className="grid gap-6 md:grid-cols-3">
            <Card>
              <CardHeader>
                <CardTitle>Hurricane evacuation</CardTitle>
                <CardDescription>Route north on I-95, rally at the county fairground with the squad.</CardDescription>
                <CardAction>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button size="icon" variant="ghost" aria-label="Plan actions">
                        <MoreVerticalIcon aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem>Edit</DropdownMenuItem>
                      <DropdownMenuItem variant="destructive">Delete</DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </CardAction>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                <Badge variant="secondary">Survival plan</Badge>
                <Badge>Public</Badge>
              </CardContent>
              <CardFooter className="justify-between font-mono text-xs text-muted-foreground">
                <span>CREATED 2025-03-14</span>
                <span>REVISED 2025-04-02</span>
              </CardFooter>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>72-hour bug-out bag</CardTitle>
                <CardDescription>18 items across 6 categories.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <p className="flex items-center gap-2">
                  <DropletsIcon aria-hidden="true" className="size-4 text-primary" /> Water filter, 2 L bladder
                </p>
                <p className="flex items-center gap-2">
                  <HeartPulseIcon aria-hidden="true" className="size-4 text-primary" /> Trauma kit, tourniquet
                </p>
                <p className="flex items-center gap-2">
                  <ZapIcon aria-hidden="true" className="size-4 text-primary" /> Power bank, hand-crank radio
                </p>
              </CardContent>
              <CardFooter>
                <Button variant="tactical" size="sm" className="w-full">
                  View kit
                </Button>
              </CardFooter>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Loading state</CardTitle>
                <CardDescription>Skeletons and a spinner.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-20 w-full" />
                <Spinner label="Checking session…" showLabel />
              </CardContent>
            </Card>
          </div>
        </Section>

        <Section id="ds-forms" title="Forms">
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Kit details" headingLevel={3}>
              <form
                className="grid gap-5"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  setSubmitted(true);
                  if (kitName.trim()) toast.success('Kit created', `${kitName} is ready for deployment.`);
                  else toast.error('Validation Error', 'Please fill in all required fields.');
                }}
              >
                <FormField label="Kit Name" required error={kitError}>
                  <Input value={kitName} onChange={(e) => setKitName(e.target.value)} placeholder="e.g. Vehicle kit" />
                </FormField>
                <FormField label="Description" description="Optional. Where the kit lives and who carries it.">
                  <Textarea rows={3} />
                </FormField>
                <FormField label="Event type">
                  {(control) => (
                    <Select {...control} placeholder="Select an event">
                      <SelectItem value="earthquake">Earthquake</SelectItem>
                      <SelectItem value="flood">Flood</SelectItem>
                      <SelectItem value="wildfire">Wildfire</SelectItem>
                      <SelectItem value="pandemic">Pandemic</SelectItem>
                    </Select>
                  )}
                </FormField>
                <div className="flex justify-end gap-2">
                  <Button type="button" variant="outline">
                    Back
                  </Button>
                  <Button type="submit">Create Kit</Button>
                </div>
              </form>
            </Panel>
            <Panel title="Operative credentials" headingLevel={3}>
              <div className="grid gap-5">
                <FormField label="Email" error="Enter a valid email address">
                  <Input type="email" defaultValue="operative@" />
                </FormField>
                <FormField label="Password" description="At least 8 characters.">
                  <PasswordInput defaultValue="correct horse" autoComplete="new-password" />
                </FormField>
                <FormField
                  label="Public profile"
                  orientation="horizontal"
                  description="Let other operatives see your kits."
                >
                  <Switch defaultChecked />
                </FormField>
                <FormField label="Show preparedness score" orientation="horizontal">
                  <Switch />
                </FormField>
                <FormField label="Kit photo">
                  <Input type="file" accept="image/*" />
                </FormField>
              </div>
            </Panel>
          </div>
        </Section>

        <Section id="ds-disclosure" title="Tabs, accordion, collapsible">
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Field intel" headingLevel={3}>
              <Tabs defaultValue="water">
                <TabsList aria-label="Intel categories">
                  <TabsTrigger value="water">Water</TabsTrigger>
                  <TabsTrigger value="shelter">Shelter</TabsTrigger>
                  <TabsTrigger value="medical">Medical</TabsTrigger>
                </TabsList>
                <TabsContent value="water" className="text-sm text-muted-foreground">
                  Store one gallon per person per day, for at least three days. Rotate every six months.
                </TabsContent>
                <TabsContent value="shelter" className="text-sm text-muted-foreground">
                  Insulate from the ground first; most heat is lost by conduction.
                </TabsContent>
                <TabsContent value="medical" className="text-sm text-muted-foreground">
                  Stop the bleeding, keep the airway open, treat for shock.
                </TabsContent>
              </Tabs>
              <Accordion type="multiple" defaultValue={['purification']} className="mt-4">
                <AccordionItem value="purification" id="water-purification">
                  <AccordionTrigger>Water purification</AccordionTrigger>
                  <AccordionContent className="text-muted-foreground">
                    Boil for one minute, or filter then treat with tablets.
                  </AccordionContent>
                </AccordionItem>
                <AccordionItem value="signalling" id="signalling">
                  <AccordionTrigger>Signalling</AccordionTrigger>
                  <AccordionContent className="text-muted-foreground">
                    Three of anything means distress.
                  </AccordionContent>
                </AccordionItem>
              </Accordion>
            </Panel>
            <Panel title="Kit contents" headingLevel={3}>
              {[
                { name: 'First Aid', count: 4, icon: HeartPulseIcon, open: true },
                { name: 'Communication', count: 2, icon: RadioIcon, open: false },
                { name: 'Shelter', count: 0, icon: PackageIcon, open: false },
              ].map((c) => (
                <Collapsible key={c.name} defaultOpen={c.open} className="border-b border-border last:border-b-0">
                  <CollapsibleTrigger asChild>
                    <Button variant="ghost" className="w-full justify-between px-2">
                      <span className="flex items-center gap-2">
                        <c.icon aria-hidden="true" className="text-primary" />
                        {c.name}
                        <Badge variant="secondary">{c.count}</Badge>
                      </span>
                      <ChevronsUpDownIcon aria-hidden="true" className="text-muted-foreground" />
                    </Button>
                  </CollapsibleTrigger>
                  <CollapsibleContent>
                    <p className="px-2 pb-3 text-sm text-muted-foreground">
                      {c.count ? 'Tourniquet, gauze, shears, gloves.' : 'No items in this category yet'}
                    </p>
                  </CollapsibleContent>
                </Collapsible>
              ))}
            </Panel>
          </div>
        </Section>

        <Section id="ds-overlays" title="Dialogs, menus, toasts">
          <div className="flex flex-wrap items-center gap-3">
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogTrigger asChild>
                <Button variant="tactical">Join squad</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Join the squad</DialogTitle>
                  <DialogDescription>Create your operative account to track supplies and build kits.</DialogDescription>
                </DialogHeader>
                <Button variant="outline" className="w-full">
                  Continue with Google
                </Button>
                <div className="flex items-center gap-3 text-xs text-muted-foreground">
                  <span aria-hidden="true" className="h-px flex-1 bg-border" />
                  Or sign up with email
                  <span aria-hidden="true" className="h-px flex-1 bg-border" />
                </div>
                <div className="grid grid-cols-2 gap-4">
                  <FormField label="First name">
                    <Input autoComplete="given-name" />
                  </FormField>
                  <FormField label="Last name">
                    <Input autoComplete="family-name" />
                  </FormField>
                </div>
                <FormField label="Email" required>
                  <Input type="email" autoComplete="email" />
                </FormField>
                <FormField label="Password" required>
                  <PasswordInput autoComplete="new-password" />
                </FormField>
                <DialogFooter>
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button>Create account</Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>

            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline">
                  <LogOutIcon aria-hidden="true" />
                  Sign out
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Are You Sure You Want to Sign Out?</AlertDialogTitle>
                  <AlertDialogDescription>
                    You will need to sign in again to reach the command center.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>No, Stay Logged In</AlertDialogCancel>
                  <AlertDialogAction variant="destructive">Yes, Sign Out</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>

            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="secondary">
                  <UserIcon aria-hidden="true" />
                  Operative menu
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" className="w-56">
                <DropdownMenuLabel>Operative</DropdownMenuLabel>
                <DropdownMenuItem>
                  <UserIcon aria-hidden="true" />
                  Profile
                  <DropdownMenuShortcut>⇧P</DropdownMenuShortcut>
                </DropdownMenuItem>
                <DropdownMenuItem>
                  <PackageIcon aria-hidden="true" />
                  My kits
                </DropdownMenuItem>
                <DropdownMenuCheckboxItem checked>Show score</DropdownMenuCheckboxItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive">
                  <LogOutIcon aria-hidden="true" />
                  Sign Out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>

            <Button variant="ghost" onClick={() => toast.success('Changes saved', 'Resource levels updated.')}>
              Success toast
            </Button>
            <Button
              variant="ghost"
              onClick={() => toast.error('Validation Error', 'Please fill in all required fields.')}
            >
              Error toast
            </Button>
            <Button variant="ghost" onClick={() => toast.message('Subscribed', 'Intel briefings are on the way.')}>
              Message toast
            </Button>
          </div>
        </Section>
      </main>
    </div>
  );
}

/** Routed at /design-system in development only (see route-table.ts); sample data, not a feature. */
export { DesignSystemPage as Component };
