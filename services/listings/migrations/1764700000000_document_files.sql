-- Up Migration
-- Documents' word on each property's files (issue 15): the types on file and valid, as the last
-- documents.file.* event of the property said. The funnel stage reads it instead of the PDFs sent
-- with the submission once documents has spoken about the property.
CREATE TABLE document_file_types (
  property_id uuid        PRIMARY KEY,
  valid_types text[]      NOT NULL,
  occurred_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE document_file_types;
