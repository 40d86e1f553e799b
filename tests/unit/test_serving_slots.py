"""The short-request slots of the gevent worker (shared/api/serving.py): at most N at once, and the
waiting ones served in the order they came."""
import gevent

from shared.api.serving import ArrivalOrder


def _run(slots: int, arrivals: int) -> tuple[list, int]:
    """`arrivals` greenlets, started one after another, each hold a slot for a moment; (the order
    they got in, the most that held a slot at once)."""
    gate, order, inside, most = ArrivalOrder(slots), [], [0], [0]

    def request(n: int):
        with gate:
            order.append(n)
            inside[0] += 1
            most[0] = max(most[0], inside[0])
            gevent.sleep(0.002 * (arrivals - n))   # early comers hold longest: no accidental order
            inside[0] -= 1

    greenlets = []
    for n in range(arrivals):
        greenlets.append(gevent.spawn(request, n))
        gevent.sleep(0)    # let it arrive (and queue) before the next one
    gevent.joinall(greenlets, timeout=5, raise_error=True)
    return order, most[0]


def test_at_most_the_slots_run_at_once_and_the_rest_wait_in_arrival_order():
    order, most = _run(slots=3, arrivals=12)
    assert most == 3
    assert order == list(range(12))


def test_a_slot_freed_with_nobody_waiting_is_taken_at_once():
    gate = ArrivalOrder(1)
    with gate:
        pass
    with gate:          # would block forever if the first exit had lost the slot
        assert gate.free == 0
    assert gate.free == 1 and not gate.waiting


def test_a_freed_slot_goes_to_the_one_waiting_not_to_a_newcomer():
    """No barging: a request arriving just as a slot frees waits behind those already waiting
    (gevent's own Semaphore lets it in first, and under load the waiting ones starved)."""
    gate, order = ArrivalOrder(1), []

    def waiting():
        with gate:
            order.append("waiting")

    with gate:
        waiter = gevent.spawn(waiting)
        gevent.sleep(0)          # it queues behind the holder
    with gate:                   # a newcomer, before the waiting one has run
        order.append("newcomer")
    waiter.join(timeout=5)
    assert order == ["waiting", "newcomer"]


def test_a_request_killed_while_waiting_neither_keeps_its_place_nor_loses_the_slot():
    gate, order = ArrivalOrder(1), []

    def waiting(name: str):
        with gate:
            order.append(name)

    with gate:
        doomed, patient = gevent.spawn(waiting, "doomed"), gevent.spawn(waiting, "patient")
        gevent.sleep(0)          # both queue behind the holder
        doomed.kill()            # e.g. the worker shutting down its connection
    patient.join(timeout=5)
    assert order == ["patient"]
    assert gate.free == 1 and not gate.waiting
