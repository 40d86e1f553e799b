"""Adapters: the domain's ports to the outside world other than storage (the Celery task queue,
outbound HTTP for webhooks). shared/store holds the Redis repositories."""
