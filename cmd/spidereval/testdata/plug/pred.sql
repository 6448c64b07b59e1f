SELECT count(*) FROM t WHERE a = 1 AND b = 1 AND c = 1 AND d = 1 AND e = 1 AND f = 1
