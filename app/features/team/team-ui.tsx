/** The parts every page of the team's workspace shares: its navigation and small labels. */
import type * as React from "react";
import { Form, Link } from "react-router";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { teamText } from "#app/content/team.ts";
import { cn } from "#app/lib/cn.ts";

export const fieldClass = "grid gap-1.5 text-sm";
export const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline";

export function TeamShell({
  role,
  current,
  children,
}: {
  role: "staff" | "owner";
  current: "inbox" | "calendar" | "report" | "people" | "privacy";
  children: React.ReactNode;
}) {
  const links = [
    { id: "inbox", to: "/team", label: teamText.nav.inbox },
    { id: "calendar", to: "/team/calendar", label: teamText.nav.calendar },
    { id: "report", to: "/team/report", label: teamText.nav.report },
    ...(role === "owner"
      ? [
          { id: "people", to: "/team/people", label: teamText.nav.people },
          { id: "privacy", to: "/team/privacy", label: teamText.nav.privacy },
        ]
      : []),
  ];
  return (
    <section className="py-6 sm:py-10">
      <div className={cn(containerClass, "grid min-w-0 gap-6")}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
          <nav aria-label="Team workspace">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {links.map((link) => (
                <li key={link.id}>
                  <Link
                    to={link.to}
                    aria-current={current === link.id ? "page" : undefined}
                    className={cn(
                      "font-medium underline-offset-4 hover:underline",
                      current === link.id
                        ? "text-foreground underline"
                        : "text-primary",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="post" action="/signout">
            <Button type="submit" variant="outline" size="sm">
              {teamText.nav.signOut}
            </Button>
          </Form>
        </div>
        {children}
      </div>
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const label =
    teamText.statuses[status as keyof typeof teamText.statuses] ?? status;
  return (
    <span className="inline-block rounded-full border px-2 py-0.5 text-xs font-medium text-foreground">
      {label}
    </span>
  );
}

export function Notice({
  message,
  tone = "info",
}: {
  message: string | undefined;
  tone?: "info" | "error";
}) {
  return (
    <div role={tone === "error" ? "alert" : "status"}>
      {message && (
        <p
          className={cn(
            "rounded-md border p-3 text-sm",
            tone === "error"
              ? "border-destructive text-destructive"
              : "bg-secondary text-secondary-foreground",
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}

export const kindLabel = (kind: string) =>
  teamText.kinds[kind as keyof typeof teamText.kinds] ?? kind;
