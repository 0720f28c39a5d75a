-- Up Migration
-- Tomorrow's plan told the evening before (issue 19): one row per plan and worker once their route
-- was announced (maintenance.day_plan.announced), so the hourly job, a second run or two replicas
-- tell each worker once. Deleting the plan forgets its announcements.
CREATE TABLE day_plan_announcement (
  day_plan_id  uuid        NOT NULL REFERENCES day_plan (id) ON DELETE CASCADE,
  profile_id   uuid        NOT NULL,
  announced_at timestamptz NOT NULL,
  PRIMARY KEY (day_plan_id, profile_id)
);

-- Down Migration
DROP TABLE day_plan_announcement;
