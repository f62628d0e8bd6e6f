import { Migration } from '@mikro-orm/migrations';

// The export's stop columns (behaviour.md "Booking / Consignment search and export" GET /Consignments/{from}/{to}/Export: Collection Address, Delivery Address,
// Stops, Manifest Number and what Status needs), one row per consignment with stops. The address is the short form
// (company, line 1, town, postcode, blanks left out) of the first Collection and the last Delivery by
// ConsignmentOrder; the manifest numbers are the distinct ones of its stops, as text in text order.
const SHORT_ADDRESS = `concat_ws(', ', nullif(trim(a.company_name), ''), nullif(trim(a.address_line1), ''), nullif(trim(a.town), ''), nullif(trim(a.postcode), ''))`;
const summaryOf = (where: string) => `select ca.consignment_id, count(*)::int as stops, bool_and(ca.is_completed) as all_completed,
      bool_or(ca.is_on_route or ca.has_arrived or ca.is_completed) as started, bool_or(ca.manifest_id is not null) as on_manifest,
      (array_agg(${SHORT_ADDRESS} order by ca.consignment_order) filter (where t.name = 'Collection'))[1] as collection,
      (array_agg(${SHORT_ADDRESS} order by ca.consignment_order desc) filter (where t.name = 'Delivery'))[1] as delivery,
      string_agg(distinct m.manifest_number::text, ' ') as manifests
    from consignment_address ca join consignment_address_type t on t.id = ca.consignment_address_type_id
      join address a on a.id = ca.address_id left join manifest m on m.id = ca.manifest_id
    ${where}
    group by ca.consignment_id`;
const COLUMNS = 'consignment_id, stops, all_completed, started, on_manifest, collection, delivery, manifests';

/**
 * consignment_stop_summary: the CSV export's stop columns stored per consignment (issue 9: computing them per row
 * from the 4M stops, their addresses and manifests held the export to ~32,000 rows/s). Kept right by deferred
 * triggers on every write to a stop, a stop's address or a manifest number, in the writing transaction.
 */
export class Migration20261122190000 extends Migration {

  override name = 'Migration20261122190000';

  override up(): void | Promise<void> {
    this.addSql(`create table "consignment_stop_summary" ("consignment_id" int not null, "stops" int not null, "all_completed" boolean null,
      "started" boolean null, "on_manifest" boolean null, "collection" text null, "delivery" text null, "manifests" text null,
      primary key ("consignment_id"));`);
    // Filled set-based before the foreign key exists, which is then checked in one pass (a 1M-consignment database
    // takes seconds, not a lookup per row).
    this.addSql(`insert into consignment_stop_summary (${COLUMNS}) ${summaryOf('')};`);
    this.addSql(`alter table "consignment_stop_summary" add constraint "consignment_stop_summary_consignment_id_foreign" foreign key ("consignment_id") references "consignment" ("id") on update cascade on delete cascade;`);
    this.addSql(`analyze "consignment_stop_summary";`); // the first export may come before autovacuum's analyze

    // One consignment, recomputed at the commit of a transaction that changed its stops. The summary row is the lock:
    // of two transactions changing stops of one consignment, the second waits here for the first to commit, and
    // its next statement (a new snapshot under READ COMMITTED) reads the stops of both; computed in one statement,
    // the second would write what it saw before the first committed. Taken at commit, after the transaction's own
    // writes, so it never waits while holding a lock the app's statements need.
    this.addSql(`create function consignment_stop_summary_refresh(target integer) returns void language plpgsql as $$
      declare s record;
      begin
        insert into consignment_stop_summary (consignment_id, stops) select id, 0 from consignment where id = target
          on conflict (consignment_id) do nothing;
        perform 1 from consignment_stop_summary where consignment_id = target for update;
        select * into s from (${summaryOf('where ca.consignment_id = target')}) x;
        update consignment_stop_summary set stops = coalesce(s.stops, 0), all_completed = s.all_completed, started = s.started,
            on_manifest = s.on_manifest, collection = s.collection, delivery = s.delivery, manifests = s.manifests
          where consignment_id = target;
      end $$;`);
    // Every consignment at once, for bulk loads that bypass the triggers (seed-large runs with session_replication_role = replica).
    this.addSql(`create function consignment_stop_summary_rebuild() returns void language sql as $$
      delete from consignment_stop_summary;
      insert into consignment_stop_summary (${COLUMNS}) ${summaryOf('')};
    $$;`);

    this.addSql(`create function consignment_stop_summary_stop_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform consignment_stop_summary_refresh(old.consignment_id); end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.consignment_id <> old.consignment_id) then
          perform consignment_stop_summary_refresh(new.consignment_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger "consignment_stop_summary_stop_inserted" after insert on "consignment_address"
      deferrable initially deferred for each row execute function consignment_stop_summary_stop_changed();`);
    this.addSql(`create constraint trigger "consignment_stop_summary_stop_updated" after update on "consignment_address"
      deferrable initially deferred for each row
      when ((old.consignment_id, old.consignment_address_type_id, old.address_id, old.consignment_order, old.manifest_id, old.is_completed, old.is_on_route, old.has_arrived)
        is distinct from (new.consignment_id, new.consignment_address_type_id, new.address_id, new.consignment_order, new.manifest_id, new.is_completed, new.is_on_route, new.has_arrived))
      execute function consignment_stop_summary_stop_changed();`);
    this.addSql(`create constraint trigger "consignment_stop_summary_stop_deleted" after delete on "consignment_address"
      deferrable initially deferred for each row execute function consignment_stop_summary_stop_changed();`);

    this.addSql(`create function consignment_stop_summary_address_changed() returns trigger language plpgsql as $$
      begin
        perform consignment_stop_summary_refresh(ca.consignment_id) from consignment_address ca where ca.address_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger "consignment_stop_summary_address_updated" after update on "address"
      deferrable initially deferred for each row
      when ((old.company_name, old.address_line1, old.town, old.postcode) is distinct from (new.company_name, new.address_line1, new.town, new.postcode))
      execute function consignment_stop_summary_address_changed();`);

    this.addSql(`create function consignment_stop_summary_manifest_changed() returns trigger language plpgsql as $$
      begin
        perform consignment_stop_summary_refresh(x.consignment_id)
          from (select distinct ca.consignment_id from consignment_address ca where ca.manifest_id = new.id order by 1) x;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger "consignment_stop_summary_manifest_number_updated" after update on "manifest"
      deferrable initially deferred for each row when (old.manifest_number is distinct from new.manifest_number)
      execute function consignment_stop_summary_manifest_changed();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "consignment_stop_summary_manifest_number_updated" on "manifest";`);
    this.addSql(`drop trigger "consignment_stop_summary_address_updated" on "address";`);
    this.addSql(`drop trigger "consignment_stop_summary_stop_inserted" on "consignment_address";`);
    this.addSql(`drop trigger "consignment_stop_summary_stop_updated" on "consignment_address";`);
    this.addSql(`drop trigger "consignment_stop_summary_stop_deleted" on "consignment_address";`);
    this.addSql(`drop function consignment_stop_summary_manifest_changed();`);
    this.addSql(`drop function consignment_stop_summary_address_changed();`);
    this.addSql(`drop function consignment_stop_summary_stop_changed();`);
    this.addSql(`drop function consignment_stop_summary_rebuild();`);
    this.addSql(`drop function consignment_stop_summary_refresh(integer);`);
    this.addSql(`drop table if exists "consignment_stop_summary" cascade;`);
  }

}
