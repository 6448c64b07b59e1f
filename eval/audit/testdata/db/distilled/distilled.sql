-- A test suite whose two databases hold different rows, as distilled suites do.
CREATE TABLE pet (pet_id int PRIMARY KEY, name text, weight real);
INSERT INTO pet VALUES (1, 'Rex', 2.0), (3, 'Max', 5.0);
