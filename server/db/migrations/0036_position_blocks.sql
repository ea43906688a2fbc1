CREATE TABLE "sort_blocks" (
	"table_name" varchar(63) NOT NULL,
	"field" varchar(63) NOT NULL,
	"block" integer NOT NULL,
	"kind" smallint NOT NULL,
	"lo_value" text,
	"lo_id" bigint,
	CONSTRAINT "sort_blocks_table_name_field_block_pk" PRIMARY KEY("table_name","field","block")
);

