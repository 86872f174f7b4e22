CREATE TABLE "product_lookups" (
	"code" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"product" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_lookups_code_valid" CHECK ("product_lookups"."code" ~ '^[!-~]([ -~]{0,46}[!-~])?$')
);
--> statement-breakpoint
CREATE TABLE "resource_barcodes" (
	"household_id" uuid NOT NULL,
	"code" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_barcodes_household_id_code_pk" PRIMARY KEY("household_id","code"),
	CONSTRAINT "resource_barcodes_code_valid" CHECK ("resource_barcodes"."code" ~ '^[!-~]([ -~]{0,46}[!-~])?$')
);
--> statement-breakpoint
ALTER TABLE "resource_barcodes" ADD CONSTRAINT "resource_barcodes_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_barcodes" ADD CONSTRAINT "resource_barcodes_resource_id_user_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."user_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_barcodes_resource_idx" ON "resource_barcodes" USING btree ("resource_id");