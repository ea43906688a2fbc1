CREATE TABLE "row_counts" (
	"table_name" varchar(63) NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_slot_pk" PRIMARY KEY("table_name","slot")
);

