"""The names of the background tasks, in one place: the domain enqueues work by name through its
task queue (shared/adapters/queue.py) and the Celery worker (services/worker) registers the tasks
under these names, so no service imports the worker package."""

SYSTEM_STEP = "pithead.system_step"          # (game_id, expected_version, timer_id=None)
BOT_TURN = "pithead.bot_turn"                # (game_id, seat, expected_version)
BOT_MOVE = "pithead.bot_move"                # (move_id): bots as a service
DELIVER_WEBHOOK = "pithead.deliver_webhook"  # (player_id, delivery_id)
UPDATE_RATINGS = "pithead.update_ratings"    # (game_id)
RECONCILE = "pithead.reconcile"              # beat: re-enqueue lost work
SWEEP_DEADLINES = "pithead.sweep_deadlines"  # beat: turn clocks that ran out
REQUEUE_RATINGS = "pithead.requeue_ratings"  # beat: ratings whose task was lost
COMPACT_GAME = "pithead.compact_game"        # (game_id, expected_version): a finished game's record
TIDY_FINISHED = "pithead.tidy_finished"      # beat: lost compactions, retention of finished games
DELIVER_NOTIFICATIONS = "pithead.deliver_notifications"  # (player_id, channel, batch_id=None)
CONFIRM_EMAIL = "pithead.send_email_confirmation"        # (player_id, address)
RELEASE_NOTIFICATIONS = "pithead.release_notifications"  # beat: outboxes due (quiet hours ended)
WARN_CLOCKS = "pithead.warn_clocks"                      # beat: turn clocks about to run out
