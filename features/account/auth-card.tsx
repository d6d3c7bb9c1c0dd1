import type * as React from "react";
import { Link } from "react-router";
import { Logo } from "@ui/logo/index.ts";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@ui/card/index.ts";

/** The frame of every account screen: the product's name, a card with the form, and links under it. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16">
      <Link to="/" className="inline-flex items-center gap-2 justify-self-center rounded-md text-xl font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
        <Logo size={28} />
        Hearthkeep
      </Link>
      <Card>
        <CardHeader>
          {/* The page's one h1: each account screen is a page of its own. */}
          <h1 data-slot="card-title" className="text-2xl leading-snug font-semibold">
            {title}
          </h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
      </Card>
    </div>
  );
}

export const textLinkClass = "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 rounded-sm";
