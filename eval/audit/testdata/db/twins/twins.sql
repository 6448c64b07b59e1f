-- The same rows as twins_copy.sql, stored in the other order; Rex and Tom tie on weight.
CREATE TABLE pet (pet_id int PRIMARY KEY, name text, weight real);
INSERT INTO pet VALUES (1, 'Rex', 2.0), (2, 'Tom', 2.0), (3, 'Max', 5.0);
