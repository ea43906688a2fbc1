CREATE TABLE "row_counts" (
	"table_name" varchar(63) NOT NULL,
	"field" varchar(63) NOT NULL,
	"value" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_field_value_slot_pk" PRIMARY KEY("table_name","field","value","slot")
);

