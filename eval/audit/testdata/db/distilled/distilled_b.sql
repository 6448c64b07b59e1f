-- The second database of the distilled suite: one more pet.
CREATE TABLE pet (pet_id int PRIMARY KEY, name text, weight real);
INSERT INTO pet VALUES (1, 'Rex', 2.0), (2, 'Tom', 3.0), (3, 'Max', 5.0);
