"""A live class under load: the students' server, the class pool, and the teacher's view.

    python -m benchmarks.class_load                   # what `make bench` runs (a few minutes)
    python -m benchmarks.class_load --students 5,15,30 --browsers   # the whole table
    python -m benchmarks.class_load --quick           # a class of 3: that it all runs
    python -m benchmarks.class_load --pool postgresql+psycopg://…   # the pool load on any store

**A class arriving at once** (:func:`benchmarks.class_load.arrival.run_class`).
``make class`` is started as a teacher would start it for the lesson (``--lesson 11``:
its experiment app preheated for the whole class), and once it says it is ready, every
student of the class arrives at the same moment, opens the app, joins the class and adds
results:

* *replayed* (no browsers): each student's web traffic, sent by
  benchmarks/class_web.py: the page, its static files, the widgets' states over the
  kernel's websocket, Join and Add. This is the server's share alone, and the goal is
  there: 95% of 30 students with a usable board within 10 s on this 2-core machine;
* *in browsers* (``--browsers``): every student a Chromium page on this same machine
  (benchmarks/class_browsers.py), so the browsers' own work competes with the server's.

Reported per run: time from asking for the page to a usable board (p50, p95, max),
time from pressing Add to the teacher's view showing it (the pool is read once a
second, as the teacher's board does; p95), the server's peak memory (PSS of Voilà and
its kernels) and CPU, the browsers' CPU, the machine's load average before and after,
and how many cores the machine's other processes used meanwhile (from /proc/stat, less
everything this benchmark ran): a run on a machine that others are using is slower, and
says by how much it was shared. Each run's median student's time to each step (page,
static files, widgets, joined, sent) goes to stderr. **Page weight**
(:mod:`benchmarks.class_load.page_weight`): what a student's first page transfers as
``make class`` serves it, against plain Voilà as the apps were served before, and a
second app after the first.

**The class pool** (:func:`benchmarks.class_load.pool_load.run_load`). Thirty students
(threads on this machine, as thirty browsers' kernels would be on one server) each send
20 results at once while a :class:`TeacherBoard` refreshes every second. Reported: sends
per second, the 50th and 95th percentile time from a send returning to the teacher's
board showing it (the goal: 95th within 2 s), the process's peak memory, and whether the
pooled counts are exactly what was sent. A second run adds a flood (one student sending
10,000 times) and a student sending garbage: both are refused, and the others' latency
should not move.

The modules: :mod:`.servers` (``make class``, now and as before), :mod:`.arrival` (the
class arriving, and its table row), :mod:`.page_weight`, :mod:`.pool_load`, and
:mod:`.__main__` (the options and the report); what the servers cost the machine is
read by :mod:`benchmarks.process_usage`.
"""
