/**
 * Versioned schema changes, applied in order, each in its own transaction.
 * Never edit a released migration: add the next one.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue, content, submissions',
    sql: /* sql */ `
      create extension if not exists pg_trgm with schema public;

      create table app_meta (key text primary key, value text not null);

      create table blockchains (
        hid int primary key,
        ns text not null unique,
        title text not null,
        short_name text not null,
        icon_url text not null,
        chain_id text,
        deprecated boolean not null default false,
        sort int not null default 0
      );

      create table categories (
        hid int primary key,
        category_type smallint not null default 0,
        m_index int not null default 0,
        icon_url text
      );
      create table category_names (
        category_id int not null references categories (hid) on delete cascade,
        lang text not null,
        name text not null,
        primary key (category_id, lang)
      );

      create table dapps (
        id serial primary key,
        url text not null,
        icon_url text not null,
        networks text[] not null,
        category_ids int[] not null default '{}',
        tp_connect text not null,
        hot int not null default 0,
        trending int not null default 0,
        status smallint not null default 0,
        min_app_version int not null default 0,
        hidden_on text[] not null default '{}',
        keywords text not null default '',
        audit_urls text[] not null default '{}',
        tokens jsonb not null default '[]',
        tutorial_url text,
        search_text text not null default '',
        created_at timestamptz not null default now()
      );
      create index dapps_search on dapps using gin (search_text gin_trgm_ops);
      create index dapps_hot on dapps (hot desc, id) where status = 0;
      create index dapps_trending on dapps (trending desc, id) where status = 0;
      create index dapps_networks on dapps using gin (networks);

      create table dapp_texts (
        dapp_id int not null references dapps (id) on delete cascade,
        lang text not null,
        title text not null,
        description text not null,
        primary key (dapp_id, lang)
      );

      create table dapp_categories (
        category_id int not null references categories (hid) on delete cascade,
        dapp_id int not null references dapps (id) on delete cascade,
        hot int not null,
        primary key (category_id, dapp_id)
      );
      create index dapp_categories_rank on dapp_categories (category_id, hot desc, dapp_id);
      create index dapp_categories_dapp on dapp_categories (dapp_id);

      create table hot_keywords (keyword text primary key, sort int not null default 0);

      create table banners (
        id serial primary key,
        placement text not null check (placement in ('store', 'content')),
        lang text not null,
        title text not null,
        image_url text not null,
        url text not null,
        status smallint not null default 0,
        sort int not null default 0,
        start_time timestamptz not null default now(),
        end_time timestamptz
      );
      create index banners_list on banners (placement, lang, status, sort, id);

      create table activities (
        id serial primary key,
        lang text not null,
        title text not null,
        summary text not null,
        image_url text not null,
        url text not null,
        sort int not null default 0,
        start_time timestamptz not null default now(),
        end_time timestamptz
      );
      create index activities_list on activities (lang, sort, id);

      create table ads (
        id serial primary key,
        lang text not null,
        title text not null,
        image_url text not null,
        url text not null,
        status smallint not null default 0,
        sort int not null default 0
      );
      create index ads_list on ads (lang, status, sort, id);

      -- One row per language; the rows of one story share \`story\`.
      create table news (
        id serial primary key,
        story int not null,
        lang text not null,
        title text not null,
        summary text not null,
        content text not null,
        cover_url text,
        status smallint not null default 0,
        created_at timestamptz not null default now()
      );
      create index news_list on news (lang, status, created_at desc, id desc);
      create index news_story on news (story, lang);
      create sequence news_story_seq;

      create table token_protocols (
        id serial primary key,
        protocol text not null,
        ns text not null references blockchains (ns),
        kind text not null check (kind in ('token', 'nft')),
        sort int not null default 0,
        unique (protocol, ns)
      );

      create table market_tokens (
        id serial primary key,
        ns text not null,
        address text not null,
        symbol text not null,
        name text not null,
        decimals int not null,
        icon_url text not null,
        price_usd numeric,
        change_24h numeric,
        is_default boolean not null default false,
        sort int not null default 0,
        unique (ns, address)
      );

      create table releases (
        id serial primary key,
        platform text not null,
        version text not null,
        released_at timestamptz not null,
        url text not null,
        size bigint,
        sha256 text,
        arch text not null default 'universal',
        min_os text,
        notes text not null default '',
        unique (platform, arch, version)
      );

      create table subscribers (
        email text primary key,
        created_at timestamptz not null default now()
      );

      create table logos (
        id serial primary key,
        content_type text not null,
        width int not null,
        height int not null,
        bytes bytea not null,
        created_at timestamptz not null default now()
      );

      create table submissions (
        id serial primary key,
        receipt text not null unique,
        kind text not null check (kind in ('dapp', 'token', 'nft')),
        status text not null default 'received' check (status in ('received', 'in_review', 'listed', 'rejected')),
        reason text,
        title text not null,
        logo_id int not null references logos (id),
        dedupe_key text,
        listed_dapp_id int references dapps (id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      -- A token or collection may be submitted again only after a rejection.
      create unique index submissions_dedupe on submissions (kind, dedupe_key) where dedupe_key is not null and status <> 'rejected';
      create index submissions_status on submissions (status, created_at, id);

      -- One row per language, each with every field and flag of the form (docs/product.md §3.1).
      create table dapp_submissions (
        submission_id int not null references submissions (id) on delete cascade,
        language text not null,
        platform text not null,
        title text not null,
        address text not null,
        url text not null,
        "desc" text not null,
        email text not null,
        others text not null,
        category int[] not null,
        tp_connect text not null,
        has_referral boolean not null,
        rake_back_account text,
        referral_mode text,
        inviter_must_transact boolean not null,
        referral_contract text,
        has_audit boolean not null,
        audit_urls text[] not null,
        has_tokens boolean not null,
        tokens jsonb not null,
        primary key (submission_id, language)
      );

      create table token_submissions (
        submission_id int primary key references submissions (id) on delete cascade,
        network text not null,
        email text not null,
        address text not null,
        owner_address text not null,
        symbol text not null,
        bl_symbol text not null,
        total_supply text not null,
        "decimal" int not null,
        "precision" int not null,
        gas text not null,
        website text not null,
        company_name text not null,
        contact text[] not null,
        description text not null,
        name text not null,
        token_standard text
      );

      create table nft_submissions (
        submission_id int primary key references submissions (id) on delete cascade,
        network text not null,
        protocol text not null,
        address text not null,
        name text not null,
        symbol text not null,
        website text not null,
        description text not null,
        email text not null,
        contact text[] not null
      );

      create table donations (
        submission_id int primary key references submissions (id) on delete cascade,
        payment text not null,
        explorer_url text not null,
        link_key text not null unique,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    version: 2,
    name: 'form guard refusals, admin actions',
    sql: /* sql */ `
      -- Forms refused quietly by the honeypot or the fill time: counts only, never what was sent.
      create table form_refusals (
        day date not null,
        form text not null,
        reason text not null,
        count int not null default 0,
        primary key (day, form, reason)
      );

      -- Who did what and when on the admin api; who is a fingerprint of the token, never the token.
      create table admin_actions (
        id bigserial primary key,
        at timestamptz not null default now(),
        actor text not null,
        action text not null,
        target jsonb not null default '{}',
        status int not null
      );
      create index admin_actions_at on admin_actions (at desc, id desc);
    `,
  },
  {
    version: 3,
    name: 'list visibility on the ranking indexes',
    sql: /* sql */ `
      -- A page deep in a category is ranked from the index alone: the category
      -- rows carry the DApp's visibility, and the ranking indexes include it.
      alter table dapp_categories
        add column status smallint not null default 0,
        add column hidden_on text[] not null default '{}',
        add column min_app_version int not null default 0;
      update dapp_categories c set status = d.status, hidden_on = d.hidden_on, min_app_version = d.min_app_version
        from dapps d where d.id = c.dapp_id;
      drop index dapp_categories_rank;
      create index dapp_categories_rank on dapp_categories (category_id, hot desc, dapp_id) include (hidden_on, min_app_version) where status = 0;
      drop index dapps_hot;
      create index dapps_hot on dapps (hot desc, id) include (hidden_on, min_app_version) where status = 0;
      drop index dapps_trending;
      create index dapps_trending on dapps (trending desc, id) include (hidden_on, min_app_version) where status = 0;
    `,
  },
  {
    version: 4,
    name: 'DApp cards, catalogue version',
    sql: /* sql */ `
      -- Each DApp as the JSON the lists answer, and each of its texts, kept
      -- up to date by triggers: a page is joined from stored text instead of
      -- being built per request. The existing rows are filled by rewriting
      -- the tables (ALTER TYPE … USING), which leaves no dead rows behind.
      alter table dapps add column card text not null default '{}';
      create function dapp_card(d dapps) returns text language sql stable as $$
        select to_json(c)::text from (
          select d.id, d.url, d.icon_url, d.category_ids, d.networks, d.tp_connect, d.hot, d.audit_urls, d.tokens, d.tutorial_url,
            to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as create_time
        ) c
      $$;
      alter table dapps alter column card type text using dapp_card(dapps);

      alter table dapp_texts add column card text not null default '{}';
      create function dapp_text_card(t dapp_texts) returns text language sql stable as $$
        select to_json(c)::text from (select t.title, t.description as "desc", t.lang) c
      $$;
      alter table dapp_texts alter column card type text using dapp_text_card(dapp_texts);

      create function keep_dapp_card() returns trigger language plpgsql as $$
      begin
        new.card := dapp_card(new);
        return new;
      end $$;
      create trigger dapps_card before insert or update on dapps for each row execute function keep_dapp_card();
      create function keep_dapp_text_card() returns trigger language plpgsql as $$
      begin
        new.card := dapp_text_card(new);
        return new;
      end $$;
      create trigger dapp_texts_card before insert or update on dapp_texts for each row execute function keep_dapp_text_card();

      -- Bumped in the same transaction as any change to what the DApp lists
      -- show, whoever makes it: answers kept in memory are valid only for the
      -- version they were computed at.
      create table catalogue_version (
        one boolean primary key default true check (one),
        version bigint not null default 0
      );
      insert into catalogue_version default values;

      create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1;
        return null;
      end $$;
      create trigger dapps_version after insert or update or delete or truncate on dapps
        for each statement execute function bump_catalogue_version();
      create trigger dapp_texts_version after insert or update or delete or truncate on dapp_texts
        for each statement execute function bump_catalogue_version();
      create trigger dapp_categories_version after insert or update or delete or truncate on dapp_categories
        for each statement execute function bump_catalogue_version();
    `,
  },
  {
    version: 5,
    name: 'release history: channel, store listing, signing certificate; fake versions',
    sql: /* sql */ `
      -- A store listing and a downloaded package may carry the same version (Google Play and the APK),
      -- so a release is one package: platform, store (none for a download), architecture and version.
      alter table releases
        add column channel text not null default 'stable' check (channel in ('stable', 'beta')),
        add column store text check (store in ('google-play', 'app-store', 'chrome-web-store', 'firefox-add-ons', 'edge-add-ons')),
        add column store_id text,
        add column signing_cert_sha256 text check (signing_cert_sha256 ~ '^[0-9a-f]{64}$'),
        add check (sha256 ~ '^[0-9a-f]{64}$'),
        add check (store_id is null or store is not null);
      -- Builds of these platforms only ever came from their store.
      update releases set store = case platform
          when 'ios' then 'app-store' when 'extension-chrome' then 'chrome-web-store' when 'extension-firefox' then 'firefox-add-ons' end
        where platform in ('ios', 'extension-chrome', 'extension-firefox');
      alter table releases drop constraint releases_platform_arch_version_key;
      create unique index releases_package on releases (platform, coalesce(store, ''), arch, version);
      create index releases_newest on releases (released_at desc, id desc);

      -- Version numbers passed off as official releases; platform null: claimed for any.
      create table fake_versions (
        id serial primary key,
        version text not null,
        platform text,
        reported_at timestamptz not null default now()
      );
      create unique index fake_versions_claim on fake_versions (version, coalesce(platform, ''));
    `,
  },
  {
    version: 6,
    name: 'audit report files of DApp submissions',
    sql: /* sql */ `
      -- The report files of a DApp that declares an audit (docs/product.md §3.1), stored with its submission.
      create table audit_reports (
        id serial primary key,
        submission_id int not null references submissions (id) on delete cascade,
        position smallint not null,
        file_name text not null,
        content_type text not null,
        size int not null check (size > 0),
        sha256 text not null,
        bytes bytea not null,
        created_at timestamptz not null default now(),
        unique (submission_id, position)
      );
    `,
  },
  {
    version: 7,
    name: 'release registry and history',
    sql: /* sql */ `
      -- Which version of each remote is live: one row per remote, locked (select … for update) by every release or rollback of it.
      create table release_live (
        remote text primary key,
        name text not null,
        version text not null,
        entry text not null,
        contract int not null,
        changed_at timestamptz not null default now()
      );

      -- Every version made live, oldest first; a rollback to the previous version marks the current one rolled back.
      create table release_history (
        id bigserial primary key,
        remote text not null,
        version text not null,
        released_at timestamptz not null default now(),
        rolled_back_at timestamptz
      );
      create index release_history_live on release_history (remote, id) where rolled_back_at is null;
    `,
  },
  {
    version: 8,
    name: 'forgiving DApp search: folded names and texts, CJK grams, typo distance',
    sql: /* sql */ `
      create extension if not exists unaccent with schema public;
      create extension if not exists fuzzystrmatch with schema public;

      -- Text as a visitor may type it: compatibility forms (full-width letters,
      -- half-width kana) unified, lower case, accents off, and every run of
      -- spaces and punctuation one space. The key and the stored texts go
      -- through the same function, so they always fold alike. Characters
      -- beyond ASCII are listed: in a C collation the regex classes know ASCII only.
      create function search_fold(t text) returns text language sql immutable strict parallel safe as $$
        select btrim(regexp_replace(
          lower(public.unaccent('public.unaccent'::regdictionary, normalize(t, NFKC))),
          '[[:space:][:punct:]\u00a0\u00b7\u2010-\u2027\u3000-\u3003\u3008-\u3011\u30fb\uff5e]+', ' ', 'g'))
      $$;
      -- A name without any separator: "Pancake-Swap", "pancake swap" and "PANCAKESWAP" are one name.
      create function search_name(t text) returns text language sql immutable strict parallel safe as $$
        select replace(search_fold(t), ' ', '')
      $$;
      -- Every character of the scripts whose words are short or unspaced (Devanagari, Thai, Han,
      -- kana, Hangul) and every pair of adjacent ones: a key of one or two such characters, or one
      -- whose letters are split by vowel signs, has no trigrams, and is found through these instead of a scan.
      create function search_grams(t text) returns text[] language sql immutable strict parallel safe as $$
        select coalesce(array_agg(distinct substr(m.run[1], i, n)), '{}')
        from regexp_matches(t, '[\u0900-\u097f\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') as m(run),
          generate_series(1, 2) as n, generate_series(1, length(m.run[1]) - n + 1) as i
      $$;
      -- How a name is a typo of the key, within k edits (insertions, deletions, substitutions;
      -- an adjacent transposition counts as one through \`swaps\`, the key with one pair swapped):
      -- 2 for the whole name, 1 for the name's beginning (the visitor is still typing), 0 otherwise.
      create function search_typo(name text, key text, swaps text[], k int) returns int language sql immutable parallel safe as $$
        select coalesce(max(case when c.part = name then 2 else 1 end), 0)
        from unnest(array[name, left(name, length(key) - 1), left(name, length(key)), left(name, length(key) + 1)]) as c(part),
          unnest(array[key] || swaps) with ordinality as v(word, n)
        where length(c.part) >= length(key) - k
          and public.levenshtein_less_equal(c.part, v.word, k - (n > 1)::int) <= k - (n > 1)::int
      $$;

      alter table category_names add column search_words text generated always as (search_fold(name)) stored;
      alter table dapp_texts add column name_key text generated always as (search_name(title)) stored;
      create index dapp_texts_name on dapp_texts (name_key text_pattern_ops);
      create index dapp_texts_name_trgm on dapp_texts using gin (name_key gin_trgm_ops);

      alter table dapps
        add column search_words text generated always as (search_fold(search_text)) stored,
        add column search_grams text[] generated always as (search_grams(search_fold(search_text))) stored;
      drop index dapps_search;
      create index dapps_search on dapps using gin (search_words gin_trgm_ops);
      create index dapps_grams on dapps using gin (search_grams);
    `,
  },
  {
    version: 9,
    name: 'job queue and the automatic checks of submissions',
    sql: /* sql */ `
      -- Background work (src/jobs): claimed with FOR UPDATE SKIP LOCKED, so each job runs in one
      -- process at a time; a claim expires (locked_until) so a crashed process's job runs again.
      create table jobs (
        id bigserial primary key,
        name text not null,
        payload jsonb not null,
        state text not null default 'queued' check (state in ('queued', 'running', 'done', 'dead')),
        attempts int not null default 0,
        run_at timestamptz not null default now(),
        locked_by text,
        locked_until timestamptz,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index jobs_due on jobs (run_at, id) where state in ('queued', 'running');

      -- One row per check of a submission (shared/src/contracts/submission-checks.ts).
      create table submission_checks (
        id serial primary key,
        submission_id int not null references submissions (id) on delete cascade,
        kind text not null check (kind in ('donation', 'contract', 'phishing', 'lookalike', 'duplicate')),
        subject text not null,
        state text not null default 'pending'
          check (state in ('pending', 'confirmed', 'failed', 'unverified', 'not_checked', 'flagged', 'passed')),
        reason text,
        details jsonb not null default '{}',
        attempts int not null default 0,
        checked_at timestamptz,
        created_at timestamptz not null default now(),
        unique (submission_id, kind, subject)
      );
      create index submission_checks_state on submission_checks (kind, state, reason);
    `,
  },
  {
    version: 10,
    name: 'named operators, their sessions and sign-in failures; review decisions',
    sql: /* sql */ `
      create table operators (
        id serial primary key,
        name text not null unique,
        role text not null check (role in ('reviewer', 'editor', 'admin')),
        password_hash text not null,
        created_at timestamptz not null default now(),
        disabled_at timestamptz
      );

      -- A session is known by the SHA-256 of its cookie, never the cookie itself: a copy of this table signs no one in.
      create table operator_sessions (
        token_hash text primary key,
        operator_id int not null references operators (id) on delete cascade,
        created_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now(),
        address text not null
      );
      create index operator_sessions_operator on operator_sessions (operator_id);

      -- Failed sign-ins counted per account name (existing or not) and per client address.
      create table sign_in_failures (
        key text primary key,
        failures int not null,
        first_at timestamptz not null default now(),
        locked_until timestamptz
      );

      -- Who acted: an operator's name and role, or the token's fingerprint and role 'token'; and from where.
      alter table admin_actions add column role text not null default 'token', add column address text;
      create index admin_actions_actor on admin_actions (actor, at desc);

      -- Who decided a submission, and the listed reason of a rejection (the note stays in reason).
      alter table submissions
        add column reason_code text,
        add column decided_by text,
        add column decided_at timestamptz;
    `,
  },
  {
    version: 13,
    name: 'time windows of ads',
    sql: /* sql */ `
      -- Ads run from a start to an optional end like banners and activities; the ads there are run from now on, without an end.
      alter table ads add column start_time timestamptz not null default now(), add column end_time timestamptz;
    `,
  },
  {
    version: 14,
    name: 'category names and icons move the catalogue version',
    sql: /* sql */ `
      -- Searches match categories by name and are kept in memory per catalogue version: renaming a
      -- category (or changing its icon or order) is a change of the catalogue like any other.
      create trigger categories_version after insert or update or delete or truncate on categories
        for each statement execute function bump_catalogue_version();
      create trigger category_names_version after insert or update or delete or truncate on category_names
        for each statement execute function bump_catalogue_version();
    `,
  },
  {
    version: 15,
    name: 'names with one character deleted, for typos without trigram candidates',
    sql: /* sql */ `
      -- A name and a key one edit apart (insertion, deletion, substitution, transposition) share a
      -- form with at most one character deleted from each. Every DApp's names with each character in
      -- turn deleted are kept here, so a typo is found by a few index lookups of the key's own forms
      -- rather than by trigrams, which on a large catalogue match thousands of similar names.
      -- A name's tail past the first 24 characters has no forms: a typo there is left to the trigrams.
      create function search_deletions(name text) returns text[] language sql immutable strict parallel safe as $$
        select coalesce(array_agg(distinct left(name, i - 1) || substr(name, i + 1)), '{}')
        from generate_series(1, least(length(name), 24)) as i
        where length(name) >= 2
      $$;

      -- Each form with its DApp and whole name, all in the index: a lookup reads the index only,
      -- never the table's pages, which on a large catalogue lie scattered and outside the cache.
      create table dapp_name_deletions (
        form text not null,
        dapp_id int not null references dapps (id) on delete cascade,
        name_key text not null
      );
      create index dapp_name_deletions_form on dapp_name_deletions (form text_pattern_ops) include (dapp_id, name_key);
      create index dapp_name_deletions_dapp on dapp_name_deletions (dapp_id);
      -- The same for a name's beginning: its DApp from the index alone.
      drop index dapp_texts_name;
      create index dapp_texts_name on dapp_texts (name_key text_pattern_ops) include (dapp_id);

      -- The forms of the DApps whose names changed, from all their names, each once per DApp and name.
      create function refresh_name_deletions(ids int[]) returns void language sql as $$
        delete from dapp_name_deletions where dapp_id = any(ids);
        insert into dapp_name_deletions (form, dapp_id, name_key)
          select distinct f.form, t.dapp_id, t.name_key
          from dapp_texts t, unnest(search_deletions(t.name_key)) as f(form)
          where t.dapp_id = any(ids);
      $$;
      -- Statement triggers: a batch of new DApps refreshes each DApp once, whatever its number of languages.
      create function name_deletions_inserted() returns trigger language plpgsql as $$
      begin
        perform refresh_name_deletions(array(select distinct dapp_id from changed));
        return null;
      end $$;
      create function name_deletions_changed() returns trigger language plpgsql as $$
      begin
        perform refresh_name_deletions(array(select dapp_id from changed union select dapp_id from removed));
        return null;
      end $$;
      create function name_deletions_deleted() returns trigger language plpgsql as $$
      begin
        perform refresh_name_deletions(array(select distinct dapp_id from removed));
        return null;
      end $$;
      create trigger dapp_texts_name_deletions_insert after insert on dapp_texts
        referencing new table as changed for each statement execute function name_deletions_inserted();
      create trigger dapp_texts_name_deletions_update after update on dapp_texts
        referencing old table as removed new table as changed for each statement execute function name_deletions_changed();
      create trigger dapp_texts_name_deletions_delete after delete on dapp_texts
        referencing old table as removed for each statement execute function name_deletions_deleted();

      insert into dapp_name_deletions (form, dapp_id, name_key)
        select distinct f.form, t.dapp_id, t.name_key from dapp_texts t, unnest(search_deletions(t.name_key)) as f(form);
    `,
  },
  {
    version: 16,
    name: 'the words of the texts as lexemes, found by their beginnings',
    sql: /* sql */ `
      -- A key's words are found in the texts as whole words or word beginnings, through one GIN index
      -- of the texts' words that intersects them itself. Trigrams of the texts matched every text
      -- holding a common word's letters ("one" in "money") and read each again to check it: tens of
      -- thousands of texts for a key such as "sn one 15". Scripts without spaces between words keep
      -- their character grams (search_grams).
      create function search_lexemes(words text) returns tsvector language sql immutable strict parallel safe as $$
        select array_to_tsvector(array_remove(string_to_array(words, ' '), chr(1)))
      $$;
      alter table dapps add column search_lexemes tsvector generated always as (search_lexemes(search_fold(search_text))) stored;
      create index dapps_lexemes on dapps using gin (search_lexemes);
      drop index dapps_search;
    `,
  },
  {
    version: 17,
    name: 'chains, news, banners, activities and ads move the catalogue version',
    sql: /* sql */ `
      -- The lists of chains, news, banners, activities and ads are kept in memory per catalogue version
      -- too (content with its next scheduled change, store/content-lists.ts): a published, edited or
      -- withdrawn item is a change like any other. They change seldom; a DApp list kept a little less long is the price.
      create trigger blockchains_version after insert or update or delete or truncate on blockchains
        for each statement execute function bump_catalogue_version();
      create trigger news_version after insert or update or delete or truncate on news
        for each statement execute function bump_catalogue_version();
      create trigger banners_version after insert or update or delete or truncate on banners
        for each statement execute function bump_catalogue_version();
      create trigger activities_version after insert or update or delete or truncate on activities
        for each statement execute function bump_catalogue_version();
      create trigger ads_version after insert or update or delete or truncate on ads
        for each statement execute function bump_catalogue_version();
    `,
  },
];
