-- docs/product.md §2.16: the time zone is stored from the browser at sign-up and sign-in and editable in
-- Settings. A zone chosen in Settings (a holiday home's, say) is kept through later sign-ins from browsers
-- elsewhere; until one is chosen, each sign-in keeps it to the browser's, as before.
ALTER TABLE "users" ADD COLUMN "time_zone_chosen" boolean DEFAULT false NOT NULL;