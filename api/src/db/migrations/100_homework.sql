-- Homework (issue 23; ADR 0029) and what was answered in every game attempt (ADR 0030).

-- An assignment: one class, one topic, one or more games at one level, a due date.
CREATE TABLE assignments (
  id bigserial PRIMARY KEY,
  class_id bigint NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  teacher_id bigint NOT NULL REFERENCES users (id),
  topic_key text NOT NULL,
  -- quiz categories (Jumble, Spell…), in the order the pupils see them
  games text[] NOT NULL CHECK (cardinality(games) BETWEEN 1 AND 5),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  due_at timestamptz NOT NULL,
  -- untimed: no clock, no par time for stars (the default for Years 1–3)
  timed boolean NOT NULL,
  -- what pupils see of the others
  ranking text NOT NULL DEFAULT 'hidden' CHECK (ranking IN ('shown', 'average', 'hidden')),
  -- closed early by the teacher; work after this is late (and still kept)
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignments_class_idx ON assignments (class_id, due_at DESC);
CREATE INDEX assignments_teacher_idx ON assignments (teacher_id, due_at DESC);

-- A score made for an assignment names it. Deleting an assignment keeps the scores (as free play).
ALTER TABLE quiz_scores ADD COLUMN assignment_id bigint REFERENCES assignments (id) ON DELETE SET NULL;
-- When the game was finished: the server's receive time less the time it waited in the phone's
-- offline queue (the phone's running clock), so work made before the due date and sent later is on time.
ALTER TABLE quiz_scores ADD COLUMN finished_at timestamptz;
-- the results page reads one assignment's attempts, pupil by pupil
CREATE INDEX quiz_scores_assignment_idx ON quiz_scores (assignment_id, user_id) WHERE assignment_id IS NOT NULL;

-- One row per item of an attempt (ADR 0030): small ints and the child's own text. About 2 million
-- rows a school-year for a school; read by attempt (the primary key), so its size never slows a page.
CREATE TABLE quiz_score_items (
  score_id bigint NOT NULL REFERENCES quiz_scores (id) ON DELETE CASCADE,
  -- the item's place in the round, from 0
  position smallint NOT NULL,
  -- the item's word as in the topic (NFC)
  word text NOT NULL,
  -- index in ITEM_OUTCOMES: 0 right, 1 near, 2 almost, 3 wrong, 4 skipped
  outcome smallint NOT NULL CHECK (outcome BETWEEN 0 AND 4),
  -- the last answer given; null when skipped without one
  given text,
  -- wrong answers before the last one, oldest first; null when there were none
  wrong text[],
  wrong_tries smallint NOT NULL DEFAULT 0,
  hints smallint NOT NULL DEFAULT 0,
  ms int NOT NULL,
  PRIMARY KEY (score_id, position)
);
